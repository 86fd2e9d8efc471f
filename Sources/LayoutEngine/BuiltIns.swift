import Foundation

/// Everything built in, in one list per kind: the views and modifiers a scene file may
/// write, and the decision kinds a trace may hold. Each entry is defined in its view's
/// or modifier's own file (Views/, Modifiers/), next to its API and its layout.
public enum BuiltIns {
    public static let views: [SceneView] = [
        .hStack, .vStack, .zStack, .scrollView, .viewThatFits, .lazyVGrid, .lazyHGrid, .lazyVStack, .lazyHStack, .button, .label, .toggle, .navigationLink, .link, .menu, .labeledContent, .navigationStack, .navigationView, .navigationSplitView, .list, .form, .section, .tabView, .tab, .picker, .grid, .gridRow, .progressView, .textField, .secureField, .textEditor, .slider, .stepper, .contentUnavailableView, .contentUnavailableSearch, .asyncImage, .scrollViewReader, .timelineView, .shareLink, .editButton, .groupBox, .disclosureGroup, .datePicker, .group, .emptyView, .spacer, .divider,
        .rectangle, .roundedRectangle, .circle, .ellipse, .capsule, .containerRelativeShape,
    ]

    public static let modifiers: [SceneModifier] = [
        .frame, .fixedSize, .aspectRatio, .scaledToFit, .scaledToFill, .padding, .overlay, .background, .offset, .position,
        .layoutPriority, .relativeProposed, .alignmentGuide, .containerRelativeFrame, .ignoresSafeArea, .edgesIgnoringSafeArea, .safeAreaInset, .safeAreaPadding, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes, .badge, .tabItem, .dynamicTypeSize, .lineSpacing, .textCase, .multilineTextAlignment, .truncationMode, .tracking, .kerning, .minimumScaleFactor, .allowsTightening, .imageScale, .listSectionSpacing, .listRowSpacing,
    ]

    /// The styles modifiers set for the views inside (`.buttonStyle(.bordered)`).
    public static let styles: [any SceneStyle.Type] = [
        ButtonStyleName.self, ButtonBorderShape.self, ControlSize.self, LabelsVisibility.self, LabelStyleName.self, ToggleStyleName.self,
        TextFieldStyleName.self, ProgressViewStyleName.self, ListStyleName.self, FormStyleName.self, PickerStyleName.self, DatePickerStyleName.self,
        GroupBoxStyleName.self,
    ]

    /// The modifiers that set something for a container (`navigationTitle`, `tag`).
    public static let settings: [SceneSetting] = [
        .navigationTitle, .navigationBarTitle, .navigationBarTitleDisplayMode, .searchable, .tag, .listRowInsets,
    ]

    public static let decisions: [any DecisionPayload.Type] = [
        // Leaves
        ShapeSize.self, TextSize.self, TextLines.self, ImageSize.self, SpacerSize.self, DividerSize.self,
        // Stacks
        StackSpacing.self, StackIdeal.self, StackFlexibility.self, StackGroups.self, StackOrder.self, StackReserve.self,
        StackDistribute.self, StackSize.self, StackReproposal.self, StackPlace.self, ZStackGroup.self, ZStackReproposal.self, ZStackPlace.self,
        // Frames and modifiers
        FrameAxis.self, FlexFrameAxis.self, FlexFrameNormalised.self, AlignedPlace.self, FixedSizeAxis.self, AspectRatioFit.self, AspectRatioUnspecified.self,
        GuideForwarded.self, GuideCombined.self, CenteredPlace.self, PaddingInsets.self, PaddingPlace.self, OverlaySize.self, AlignmentGuideValue.self, OffsetShift.self,
        PositionSize.self, PositionCenter.self, Passthrough.self, RelativeProposal.self, ContainerRelativeLength.self,
        // Containers
        ScrollViewSize.self, ViewThatFitsCandidate.self, ViewThatFitsChoice.self, GeometryReaderSize.self, GridTracks.self, GridLines.self, GridPlace.self, LazyStackSize.self, LazyStackPlace.self, ButtonSize.self, TextZeroProposal.self, ToggleSwitchSize.self, SafeAreaIgnored.self, SafeAreaInsetSize.self, PlatformControlSize.self, GridTrackSizes.self, GridSpan.self, NavigationBar.self, ListSize.self, UIKitBoundsSize.self, ListPlace.self, ListCards.self, TabBar.self, ContentUnavailableSize.self, AsyncImageSize.self, PlaceholderSize.self,
        // A scene's own layouts
        LayoutCodeProposal.self, LayoutCodePlacement.self, LayoutCodeAnswer.self, LayoutCodeCache.self,
        LayoutWarning.self,
    ]

    private static let viewsByName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    private static let modifiersByName = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    private static let decisionsByKind = Dictionary(decisions.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })
    private static let stylesByModifier = Dictionary(styles.map { ($0.modifier, $0) }, uniquingKeysWith: { a, _ in a })
    private static let settingsByModifier = Dictionary(settings.map { ($0.modifier, $0) }, uniquingKeysWith: { a, _ in a })

    public static func view(named name: String) -> SceneView? { viewsByName[name] }
    public static func modifier(named name: String) -> SceneModifier? { modifiersByName[name] }
    /// The style a modifier sets (`buttonStyle` → `ButtonStyleName`).
    public static func style(setBy modifier: String) -> (any SceneStyle.Type)? { stylesByModifier[modifier] }
    /// The setting a modifier is (`navigationTitle`).
    public static func setting(named modifier: String) -> SceneSetting? { settingsByModifier[modifier] }
    /// The payload type of a built-in decision kind; nil for a custom layout's kind.
    public static func decision(of kind: DecisionKind) -> (any DecisionPayload.Type)? { decisionsByKind[kind] }
}
