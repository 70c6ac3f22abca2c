import Mustache
import Testing
@testable import SiteRenderer

/// The page models answer template lookups by hand (`MustacheParent`) instead of through Mirror. These
/// tests hold the hand-written answers to the structs: every stored property, found by reflection, must
/// be answered with the value reflection sees, so a field added to a model cannot silently vanish from
/// the templates.
@Suite struct PageModelLookupTests {
    static let link = LinkModel(title: "Stacks", href: "02-stacks.html")
    static let step = SidebarStep(number: 1, title: "Rows", href: "02-stacks.html#rows")
    static let course = CourseInfo(title: "Layout", subtitle: "with Texture", sessionCount: 5, exerciseCount: 9, playground: "https://play.example.org/")
    static let line = CodeLine(number: 3, html: "<span>let</span>", isChanged: true, fold: "f1", foldLabel: "12 unchanged lines")
    static let variant = FigureVariantModel(index: 0, label: "375 pt", svg: "<svg/>", outline: "card", isFirst: true)
    static let figure = FigureModel(id: "f", caption: "Card", width: "375", height: "200", variants: [variant],
                                    hasVariants: true, notes: [Self.note])
    static let note = FigureNoteModel(label: "warning", message: "unable to simultaneously satisfy constraints", isWarning: true)
    static let snippet = SnippetModel(id: "s1", role: "figure", caption: "A row", file: "Row.swift", isRevision: true,
                                      changeSummary: "1 changed line", lines: [line], sourceLocation: "02-stacks.md:12",
                                      failsText: "expected", failureMessage: "actual", hasFigure: true, figure: figure)
    static let exercise = ExerciseModel(id: "e1", anchor: "exercise-1", number: 1, stepNumber: 2, target: snippet,
                                        starter: snippet, hints: [HintModel(number: 1, html: "<p>Try</p>")], hintCount: 1,
                                        cheat: snippet)
    static let member = GroupMemberModel(index: 0, label: "UIKit", choice: "uikit", isFirst: true, cost: "16 lines of code", snippet: snippet)
    static let group = GroupModel(name: "box", members: [member], isSame: true)
    static let item = StepItemModel(html: "<p>Text</p>", snippet: snippet, exercise: exercise, group: group)
    static let sidebar = SidebarSession(number: 2, title: "Stacks", href: "02-stacks.html", isCurrent: true, steps: [step], html: "<li>Stacks</li>")

    @Test func every_field_of_every_page_model_is_answered_as_reflection_sees_it() {
        expectAnswersEveryField(Self.link)
        expectAnswersEveryField(Self.step)
        expectAnswersEveryField(Self.course)
        expectAnswersEveryField(Self.line)
        expectAnswersEveryField(Self.variant)
        expectAnswersEveryField(Self.figure)
        expectAnswersEveryField(Self.note)
        expectAnswersEveryField(Self.snippet)
        expectAnswersEveryField(HintModel(number: 1, html: "<p>Try</p>"))
        expectAnswersEveryField(Self.exercise)
        expectAnswersEveryField(Self.item)
        expectAnswersEveryField(Self.group)
        expectAnswersEveryField(Self.member)
        expectAnswersEveryField(StepModel(number: 2, title: "Rows", anchor: "rows", items: [Self.item]))
        expectAnswersEveryField(ExerciseLink(id: "e1", number: 1, href: "02-stacks.html#exercise-1", stepTitle: "Rows"))
        expectAnswersEveryField(Self.sidebar)
        expectAnswersEveryField(SessionPageModel(
            root: "", course: Self.course, pageTitle: "Stacks", sessionNumber: 2, slug: "02-stacks", title: "Stacks",
            summary: "Rows and columns", duration: "45 min", introduction: [Self.item], steps: [], exercises: [],
            hasExercises: false, sidebar: [Self.sidebar], previous: Self.link, next: Self.link))
        expectAnswersEveryField(OverviewSession(number: 2, slug: "02-stacks", title: "Stacks", href: "02-stacks.html",
                                                summary: "Rows", duration: "45 min", steps: [Self.step], exerciseCount: 1,
                                                exerciseIDs: "e1"))
        expectAnswersEveryField(OverviewPageModel(root: "", course: Self.course, pageTitle: "Layout", sessions: [],
                                                  sidebar: [Self.sidebar], first: Self.link))
    }

    /// An absent optional answers nil, as reflection does, so Mustache keeps looking in outer contexts.
    @Test func an_absent_optional_is_not_found() {
        let page = OverviewPageModel(root: "", course: Self.course, pageTitle: "Layout", sessions: [], sidebar: [], first: nil)
        #expect(page.child(named: "first") == nil)
        #expect(page.child(named: "noSuchKey") == nil)
    }

    private func expectAnswersEveryField<Model: MustacheParent>(_ model: Model, sourceLocation: SourceLocation = #_sourceLocation) {
        for field in Mirror(reflecting: model).children {
            guard let name = field.label else { continue }
            let expected = Self.unwrapped(field.value).map { String(describing: $0) }
            #expect(expected != nil, "sample \(Model.self) leaves \(name) empty", sourceLocation: sourceLocation)
            let answered = model.child(named: name).map { String(describing: $0) }
            #expect(answered == expected, "\(Model.self).\(name)", sourceLocation: sourceLocation)
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
