// source: layoutBox/StackViewLayout at commit 9203e90f (2018-08-18), the label frames its tests expect, recorded on a 3× iOS simulator (each label sized by sizeThatFits and rounded to a third of a point) for UIFont.systemFont(ofSize: 17) with numberOfLines = 0: "Label 2 " fourteen times in a width of 400 is 361.333 × 61, three lines (Tests/AlignItemsColumnSpec.swift), in 200 it is 101.667 high, five lines (Tests/ShrinkColumnSpec.swift); "Label longuer" is 104 × 20.333 and 40.667 high, two lines, in 58 (Tests/MarginsSpec.swift); "Label 1" 53.667, "Label a little longuer" 154.333, "Label very very very much longuer" 262.667 wide (Tests/JustifytemsColumnSpec.swift); widths are SF Pro's, checked where SF Pro is installed
// truth: measured (UIKit label frames from an iOS simulator, as a layout library's unit tests expect them)
// url: https://github.com/layoutBox/StackViewLayout/tree/9203e90ff066ead1301427c6d496ad57bcb39fe9/Tests
// shaping: harfbuzz
// proposal: 400x844
// expect-width Text(repeated).font(.system(size: 17)): 361.333
// expect-height Text(repeated).font(.system(size: 17)): 61
// expect-height Text(repeated).font(.system(size: 17))#2: 101.667
// expect-width Text("Label longuer").font(.system(size: 17)): 104
// expect-height Text("Label longuer").font(.system(size: 17)): 20.333
// expect-height Text("Label longuer").font(.system(size: 17))#2: 40.667
// expect-width Text("Label 1").font(.system(size: 17)): 53.667
// expect-width Text("Label a little longuer").font(.system(size: 17)): 154.333
// expect-width Text("Label very very very much longuer").font(.system(size: 17)): 262.667

// Lines break after the last space that fits: six "Label 2 " to a line of 400, three to a line
// of 200; "Label longuer" breaks after "Label" in 58. Each line is 17 × 2444 / 2048 = 20.287
// high, so 3 lines are 60.86 → 61 and 5 are 101.43 → 101.667 on the 3× grid.
struct Labels: View {
    let repeated = String(repeating: "Label 2 ", count: 14)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(repeated).font(.system(size: 17))
            Text(repeated).font(.system(size: 17)).frame(width: 200)
            Text("Label longuer").font(.system(size: 17))
            Text("Label longuer").font(.system(size: 17)).frame(width: 58)
            Text("Label 1").font(.system(size: 17))
            Text("Label a little longuer").font(.system(size: 17))
            Text("Label very very very much longuer").font(.system(size: 17))
        }
    }
}

#Preview { Labels() }
