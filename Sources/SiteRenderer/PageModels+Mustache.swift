import Diagnostics
import Mustache

// swift-mustache reads plain structs through Mirror, which reflects every field on every lookup;
// with thousands of code lines per page that was two thirds of a build. The models that occur
// most answer lookups directly instead.

extension CodeLine: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        // As text Mustache prints without reflecting on it (a plain value goes through Mirror and
        // `String(describing:)`, four lookups on every line of every snippet).
        case "number": MustacheText(number)
        case "html": MustacheText(html)
        case "indent": MustacheText(indent)
        case "isChanged": isChanged
        // Most lines are not folded: answer "present but empty" so the lookup stops here instead of
        // walking up to the page model, which swift-mustache reads through Mirror (that walk, three
        // times per code line, was most of a rebuild).
        case "fold": fold ?? MustacheEmpty()
        case "foldLabel": foldLabel ?? MustacheEmpty()
        default: nil
        }
    }
}

/// A value as the text Mustache prints for it, found without reflection.
struct MustacheText: MustacheCustomRenderable, CustomStringConvertible {
    let renderText: String
    var isNull: Bool { false }
    var description: String { renderText }

    init(_ value: some CustomStringConvertible) {
        renderText = value.description
    }
}

/// A key that exists with no value: sections skip it, inverted sections show, variables print "".
struct MustacheEmpty: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

extension SnippetModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "role": role
        case "caption": caption
        case "file": file
        case "isRevision": isRevision
        case "changeSummary": changeSummary
        case "lines": lines
        case "linesHTML": CodeLinesHTML.render(lines)
        case "sourceLocation": sourceLocation
        case "failsText": failsText
        case "failureMessage": failureMessage
        case "hasFigure": hasFigure
        // What the playground's Edit is offered on: snippets with a figure, and `fails=` snippets a
        // learner may fix (their figure appears once the code runs).
        case "isEditable": hasFigure || failsText != nil
        case "figure": figure
        default: nil
        }
    }
}

extension FigureModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "caption": caption
        case "width": width
        case "height": height
        case "variants": variants
        case "hasVariants": hasVariants
        case "notes": notes
        case "hasNotes": !notes.isEmpty
        case "targetDifferences": targetDifferences
        case "hasTargetDifferences": !targetDifferences.isEmpty
        case "targetDifferenceCount": targetDifferences.count
        default: nil
        }
    }
}

extension FigureNoteModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "message": message
        case "isWarning": isWarning
        default: nil
        }
    }
}

extension FigureVariantModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "label": label
        case "svg": svg
        case "outline": outline
        case "isFirst": isFirst
        default: nil
        }
    }
}

extension StepItemModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "html": html
        case "snippet": snippet
        case "exercise": exercise
        case "group": group
        default: nil
        }
    }
}

extension GroupModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "members": members
        case "isSame": isSame
        case "memberCount": members.count
        default: nil
        }
    }
}

extension GroupMemberModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "label": label
        case "choice": choice
        case "isFirst": isFirst
        case "cost": cost
        case "snippet": snippet
        default: nil
        }
    }
}

extension StepModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "anchor": anchor
        case "items": items
        default: nil
        }
    }
}

extension SidebarStep: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "href": href
        default: nil
        }
    }
}

// The page-level models: every lookup that misses in an inner context (an absent optional, a key of an
// outer section) climbs to these, so they answer directly too.

extension CourseInfo: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "subtitle": subtitle
        case "sessionCount": sessionCount
        case "exerciseCount": exerciseCount
        case "sessionsText": Counted.phrase(sessionCount, "session")
        case "exercisesText": Counted.phrase(exerciseCount, "exercise")
        case "hasPlayground": playground != nil
        case "playground": playground
        default: nil
        }
    }
}

extension LinkModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        default: nil
        }
    }
}

extension SidebarSession: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "href": href
        case "isCurrent": isCurrent
        case "steps": steps
        case "exerciseIDs": exerciseIDs
        case "html": html
        default: nil
        }
    }
}

extension HintModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "html": html
        default: nil
        }
    }
}

extension ExerciseModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "anchor": anchor
        case "number": number
        case "stepNumber": stepNumber
        case "target": target
        case "starter": starter
        case "hints": hints
        case "hintCount": hintCount
        case "cheat": cheat
        default: nil
        }
    }
}

extension ExerciseLink: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "number": number
        case "href": href
        case "stepTitle": stepTitle
        default: nil
        }
    }
}

extension SessionPageModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "root": root
        case "course": course
        case "pageTitle": pageTitle
        case "sessionNumber": sessionNumber
        case "slug": slug
        case "title": title
        case "summary": summary
        case "duration": duration
        case "introduction": introduction
        case "steps": steps
        case "exercises": exercises
        case "hasExercises": hasExercises
        case "sidebar": sidebar
        case "previous": previous
        case "next": next
        default: nil
        }
    }
}

extension OverviewSession: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "slug": slug
        case "title": title
        case "href": href
        case "summary": summary
        case "duration": duration
        case "steps": steps
        case "exerciseCount": exerciseCount
        case "exercisesText": Counted.phrase(exerciseCount, "exercise")
        case "exerciseIDs": exerciseIDs
        default: nil
        }
    }
}

extension OverviewPageModel: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "root": root
        case "course": course
        case "pageTitle": pageTitle
        case "sessions": sessions
        case "sidebar": sidebar
        case "first": first
        default: nil
        }
    }
}
