/// SwiftUI's modifiers that ltrace accepts without laying them out (docs/scenes.md, "Modifiers"):
/// those that cannot change any view's size or position (ignored with a warning), those that
/// only draw (kept as pass-through nodes, which pictures draw), and those that do change layout
/// but that ltrace does not apply yet (ignored with a warning that says so, and marked on the
/// node for `why`). A modifier in none of these lists, nor laid out by the engine, nor declared
/// by the scene, is an error: it could change layout, and ltrace cannot tell.
///
/// The lists classify Apple's documentation of `View`'s modifiers (iOS 13 to iOS 26, deprecated
/// ones included): whether some overload can change a view's frame. Modifiers laid out by the
/// engine (`BuiltIns.modifiers`), drawn (`NodeSpec.drawingModifierNames`), or read by the
/// interpreter (fonts, `BuiltIns.styles`, `BuiltIns.settings` such as `navigationTitle`, the
/// environment) are not repeated here; a test keeps the lists apart.
enum ModifierCatalog {
    /// Presentation, navigation and toolbar chrome, gestures and input, lifecycle hooks,
    /// accessibility, focus, identity and state, preferences, drag and drop, scroll behaviour,
    /// list separators, haptics, animation.
    static let neutral: Set<String> = [
        "customizationID", "customizationBehavior", "tabViewCustomization", "defaultVisibility",
        "accessibility", "accessibilityAction", "accessibilityActions", "accessibilityActivationPoint", "accessibilityAddTraits", "accessibilityAdjustableAction",
        "accessibilityChartDescriptor", "accessibilityChildren", "accessibilityCustomContent", "accessibilityDefaultFocus", "accessibilityDirectTouch", "accessibilityDragPoint",
        "accessibilityDropPoint", "accessibilityElement", "accessibilityFocused", "accessibilityHeading", "accessibilityHidden", "accessibilityHint",
        "accessibilityIdentifier", "accessibilityIgnoresInvertColors", "accessibilityInputLabels", "accessibilityLabel", "accessibilityLabeledPair", "accessibilityLinkedGroup",
        "accessibilityRemoveTraits", "accessibilityRepresentation", "accessibilityRespondsToUserInteraction", "accessibilityRotor", "accessibilityRotorEntry", "accessibilityScrollAction",
        "accessibilityScrollStatus", "accessibilityShowsLargeContentViewer", "accessibilitySortPriority", "accessibilityTextContentType", "accessibilityValue", "accessibilityZoomAction",
        "actionSheet", "alert", "anchorPreference", "appStoreOverlay", "assistiveAccessNavigationIcon", "attributedTextFormattingDefinition",
        "autocapitalization", "autocorrectionDisabled", "buttonRepeatBehavior", "confirmationDialog", "contentCaptureProtected", "contentToolbar",
        "contentTransition", "contextMenu", "coordinateSpace", "currentEntitlementTask", "defaultAdaptableTabBarPlacement", "defaultAppStorage",
        "defaultFocus", "defaultHoverEffect", "defersSystemGestures", "deleteDisabled", "dialogIcon", "dialogSuppressionToggle",
        "disableAutocorrection", "disabled", "documentBrowserContextMenu", "dragConfiguration", "dragContainer", "dragPreviewsFormation",
        "draggable", "dropConfiguration", "dropDestination", "dropPreviewsFormation", "equatable", "fileDialogBrowserOptions",
        "fileDialogConfirmationLabel", "fileDialogCustomizationID", "fileDialogDefaultDirectory", "fileDialogImportsUnresolvedAliases", "fileDialogMessage", "fileDialogURLEnabled",
        "fileExporter", "fileExporterFilenameLabel", "fileImporter", "fileMover", "findDisabled", "findNavigator",
        "focusEffectDisabled", "focusable", "focused", "focusedObject", "focusedSceneObject", "focusedSceneValue",
        "focusedValue", "fullScreenCover", "geometryGroup", "gesture", "glassEffectID", "glassEffectTransition",
        "handlesExternalEvents", "healthDataAccessRequest", "help", "highPriorityGesture", "hoverEffect", "hoverEffectDisabled",
        "id", "imagePlaygroundSheet", "inAppPurchaseOptions", "inspector", "inspectorColumnWidth", "interactionActivityTrackingTag",
        "interactiveDismissDisabled", "invalidatableContent", "itemProvider", "keyboardShortcut", "keyboardType", "listRowBackground",
        "listRowHoverEffect", "listRowHoverEffectDisabled", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "listSectionSeparatorTint",
        "lookAroundViewer", "manageSubscriptionsSheet", "matchedTransitionSource", "menuActionDismissBehavior", "menuOrder", "moveDisabled",
        "navigationBarBackButtonHidden", "navigationBarHidden", "navigationBarItems", "navigationDestination",
        "navigationDocument", "navigationSubtitle", "navigationTransition", "offerCodeRedemption", "onAppIntentExecution",
        "onAppear", "onCameraCaptureEvent", "onChange", "onContinueUserActivity", "onContinuousHover", "onDelete",
        "onDisappear", "onDrag", "onDragSessionUpdated", "onDrop", "onDropSessionUpdated", "onGeometryChange",
        "onHover", "onInAppPurchaseCompletion", "onInAppPurchaseStart", "onInsert", "onKeyPress", "onLongPressGesture",
        "onMapCameraChange", "onMove", "onOpenURL", "onPencilDoubleTap", "onPencilSqueeze", "onPreferenceChange",
        "onReceive", "onScrollGeometryChange", "onScrollPhaseChange", "onScrollTargetVisibilityChange", "onScrollVisibilityChange", "onSubmit",
        "onTapGesture", "persistentSystemOverlays", "photosPicker", "popover", "popoverTip", "preference",
        "preferredColorScheme", "presentationBackground", "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationContentInteraction", "presentationCornerRadius",
        "presentationDetents", "presentationDragIndicator", "presentationSizing", "previewContext", "previewDevice", "previewDisplayName",
        "previewInterfaceOrientation", "previewLayout", "privacySensitive", "quickLookPreview", "refreshable", "refundRequestSheet",
        "renameAction", "replaceDisabled", "scrollBounceBehavior", "scrollContentBackground", "scrollDisabled", "scrollDismissesKeyboard",
        "scrollIndicators", "scrollIndicatorsFlash", "scrollInputBehavior", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout",
        "searchCompletion", "searchDictationBehavior", "searchFocused", "searchPresentationToolbarBehavior", "searchScopes", "searchSelection",
        "searchSuggestions", "searchToolbarBehavior", "selectionDisabled", "sensoryFeedback", "sheet",
        "simultaneousGesture", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued", "speechSpellsOutCharacters", "springLoadingBehavior",
        "statusBar", "statusBarHidden", "storeButton", "storeProductTask", "storeProductsTask", "submitLabel",
        "submitScope", "subscriptionPassStatusTask", "subscriptionStatusTask", "swipeActions", "tabBarMinimizeBehavior",
        "tabViewBottomAccessory", "tabViewCustomization", "tabViewSearchActivation", "tabViewSidebarBottomBar", "tabViewSidebarFooter", "tabViewSidebarHeader",
        "task", "textContentType", "textInputAutocapitalization", "textInputFormattingControlVisibility", "textSelection",
        "textSelectionAffinity", "toolbar", "toolbarBackground", "toolbarBackgroundVisibility", "toolbarColorScheme", "toolbarForegroundStyle",
        "toolbarItemHidden", "toolbarRole", "toolbarTitleDisplayMode", "toolbarTitleMenu", "toolbarVisibility", "transaction",
        "transformAnchorPreference", "transformPreference", "translationPresentation", "translationTask", "userActivity", "widgetURL",
        "writingToolsAffordanceVisibility", "writingToolsBehavior",
    ]

    /// Drawing only, beyond the engine's own list (`NodeSpec.drawingModifierNames`); the last
    /// line is `Shape`'s own modifiers, which change its path, not its frame.
    static let drawing: Set<String> = [
        "trim", "inset", "rotation", "scale", "transform",
        "accentColor", "activityBackgroundTint", "activitySystemActionForegroundColor", "allowedDynamicRange", "backgroundExtensionEffect", "backgroundStyle",
        "badgeProminence", "blendMode", "colorEffect", "colorInvert", "colorMultiply", "colorScheme",
        "containerBackground", "containerCornerOffset", "containerShape", "contrast", "distortionEffect", "flipsForRightToLeftLayoutDirection",
        "glassEffect", "glassEffectUnion", "hueRotation", "indexViewStyle", "layerEffect", "listItemTint",
        "luminanceToAlpha", "materialActiveAppearance", "paletteSelectionEffect", "projectionEffect", "redacted", "rotation3DEffect",
        "scrollClipDisabled", "scrollEdgeEffectDisabled", "scrollEdgeEffectHidden", "scrollEdgeEffectStyle", "scrollTransition", "strikethrough",
        "symbolColorRenderingMode", "symbolEffect", "symbolEffectsRemoved", "symbolRenderingMode", "symbolVariableValueMode", "textRenderer",
        "transformEffect", "underline", "unredacted", "visualEffect", "widgetAccentable", "writingDirection",
    ]

    /// Modifiers that change layout and that ltrace does not apply yet, with what they change.
    static let unapplied: [String: String] = [
        "backgroundPreferenceValue": "adds a background view built from preferences",
        "baselineOffset": "shifts baseline, growing the text's height",
        "buttonSizing": "fitted vs flexible button width",
        "containerValue": "custom containers can lay out by it",
        "contentMargins": "insets scroll/list content",
        "controlGroupStyle": "style decides control group layout",
        "defaultScrollAnchor": "aligns short content within the scroll view",
        "disclosureGroupStyle": "style decides disclosure group layout",
        "fontWidth": "width variant changes glyph widths",
        "gaugeStyle": "style decides gauge size",
        "headerProminence": "larger section headers",
        "keyframeAnimator": "closure may apply any modifier, frame included",
        "labelIconToTitleSpacing": "changes the label's icon–title gap",
        "labelReservedIconWidth": "reserves width for label icons",
        "labeledContentStyle": "style decides labeled content layout",
        "labelsVisibility": "controls show or drop their labels",
        "layoutDirectionBehavior": "mirrors child positions in right-to-left",
        "lineHeight": "changes the text's line height",
        "listSectionIndexVisibility": "section index may narrow list rows",
        "listSectionMargins": "changes list section margins",
        "matchedGeometryEffect": "non-source views take the source's frame",
        "menuIndicator": "hides/shows the menu chevron, changing width",
        "menuStyle": "style decides menu button layout",
        "navigationLinkIndicatorVisibility": "hides the chevron, widening row content",
        "navigationSplitViewColumnWidth": "sets a split view column's width",
        "navigationSplitViewStyle": "balanced vs prominent detail column widths",
        "navigationViewStyle": "stack vs columns navigation layout",
        "overlayPreferenceValue": "adds an overlay view built from preferences",
        "phaseAnimator": "closure may apply any modifier, frame included",
        "safeAreaBar": "adds a bar that insets the safe area",
        "scenePadding": "pads the view by scene margins",
        "sectionActions": "adds action rows after the section",
        "sectionIndexLabel": "labels create a section index column",
        "sliderThumbVisibility": "hiding the thumb may change slider height",
        "tabViewStyle": "page vs tab bar layout of tabs",
        "tableColumnHeaders": "hides the table's header row",
        "tableStyle": "style decides table row layout",
        "textEditorStyle": "style decides editor insets",
        "textScale": "secondary scale shrinks the text",
        "transformEnvironment": "can change font and other layout keys",
        "typesettingLanguage": "language-specific line heights differ",
    ]
}
