/// Values the Mustache templates read. Every field is plain data; templates decide the markup.
/// Each page lives at the top of the site, so `root` (the relative prefix to the site root) is
/// empty today but kept so templates never hard-code a depth.

public struct CourseInfo: Sendable {
    public var title: String
    public var subtitle: String?
    public var sessionCount: Int
    public var exerciseCount: Int
    /// Where learners' edits run (`course.yml` `playground:`; "" for the serving origin); nil for none.
    public var playground: String? = nil
}

public struct LinkModel: Sendable {
    public var title: String
    public var href: String
}

public struct SidebarStep: Sendable {
    public var number: Int
    public var title: String
    public var href: String
}

public struct SidebarSession: Sendable {
    public var number: Int
    public var title: String
    public var href: String
    public var isCurrent: Bool
    public var steps: [SidebarStep]
    /// `session/exercise` keys: the sidebar ticks a session whose exercises are all done.
    public var exerciseIDs: String = ""
    /// This entry as `partials/sidebar-session` renders it (see `SidebarEntries`).
    public var html: String?
}

public struct CodeLine: Sendable {
    public var number: Int
    public var html: String
    /// Leading spaces: a line too long for its column wraps, and its continuation is indented past
    /// them, so wrapped code keeps its shape.
    public var indent: Int = 0
    /// New or changed since the previous version of the same `file=`.
    public var isChanged: Bool = false
    /// Part of a folded run of unchanged lines; `fold` names the run.
    public var fold: String?
    /// On the first line of a folded run: the label of its toggle ("12 unchanged lines").
    public var foldLabel: String?
}

public struct SnippetModel: Sendable {
    public var id: String
    public var role: String
    public var caption: String?
    public var file: String?
    /// Set when an earlier snippet had the same `file=`: this one shows what changed.
    public var isRevision: Bool = false
    /// "1 changed line", "3 changed lines".
    public var changeSummary: String?
    public var lines: [CodeLine]
    public var sourceLocation: String
    /// For `fails=` snippets: the message the lesson expects, and the one the interpreter gave.
    public var failsText: String?
    public var failureMessage: String?
    public var hasFigure: Bool
    public var figure: FigureModel?
}

public struct FigureVariantModel: Sendable {
    public var index: Int
    public var label: String
    public var svg: String
    public var outline: String
    public var isFirst: Bool
}

public struct FigureModel: Sendable {
    public var id: String
    public var caption: String?
    public var width: String
    public var height: String
    public var variants: [FigureVariantModel]
    public var hasVariants: Bool
    public var notes: [FigureNoteModel]
    public var targetDifferences: [String] = []
}

public struct FigureNoteModel: Sendable {
    public var label: String
    public var message: String
    public var isWarning: Bool
}

public struct HintModel: Sendable {
    public var number: Int
    public var html: String
}

public struct ExerciseModel: Sendable {
    public var id: String
    public var anchor: String
    public var number: Int
    public var stepNumber: Int
    public var target: SnippetModel?
    public var starter: SnippetModel?
    public var hints: [HintModel]
    public var hintCount: Int
    public var cheat: SnippetModel?
}

/// One piece of a step, in order: exactly one of the three is set.
public struct StepItemModel: Sendable {
    public var html: String?
    public var snippet: SnippetModel?
    public var exercise: ExerciseModel?
    public var group: GroupModel?
}

/// Snippets shown as one block with a tab each (`group=`), and side by side.
public struct GroupModel: Sendable {
    public var name: String
    public var members: [GroupMemberModel]
    /// `same`: `layoutbook test` proves the members lay out the same frames.
    public var isSame: Bool
}

public struct GroupMemberModel: Sendable {
    public var index: Int
    public var label: String
    /// What the learner's choice is remembered as across the site: the framework, else the label.
    public var choice: String
    public var isFirst: Bool
    /// "42 lines · 6 views · 18 constraints · depth 2".
    public var cost: String?
    public var snippet: SnippetModel
}

public struct StepModel: Sendable {
    public var number: Int
    public var title: String
    public var anchor: String
    public var items: [StepItemModel]
}

public struct ExerciseLink: Sendable {
    public var id: String
    public var number: Int
    public var href: String
    public var stepTitle: String
}

public struct SessionPageModel: Sendable {
    public var root: String
    public var course: CourseInfo
    public var pageTitle: String
    public var sessionNumber: Int
    public var slug: String
    public var title: String
    public var summary: String?
    public var duration: String?
    public var introduction: [StepItemModel]
    public var steps: [StepModel]
    public var exercises: [ExerciseLink]
    public var hasExercises: Bool
    public var sidebar: [SidebarSession]
    public var previous: LinkModel?
    public var next: LinkModel?
}

public struct OverviewSession: Sendable {
    public var number: Int
    public var slug: String
    public var title: String
    public var href: String
    public var summary: String?
    public var duration: String?
    public var steps: [SidebarStep]
    public var exerciseCount: Int
    public var exerciseIDs: String
}

public struct OverviewPageModel: Sendable {
    public var root: String
    public var course: CourseInfo
    public var pageTitle: String
    public var sessions: [OverviewSession]
    public var sidebar: [SidebarSession]
    public var first: LinkModel?
}
