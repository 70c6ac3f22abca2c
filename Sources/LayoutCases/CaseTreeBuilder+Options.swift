import LayoutEngine

extension CaseTreeBuilder {
    static func insets(_ json: JSONValue, context: String) throws(CaseFileError) -> EdgeInsets {
        let insets = json["insets"]
        func edge(_ key: String) -> Double { insets?[key]?.number ?? 0 }
        return EdgeInsets(top: edge("top"), left: edge("left"), bottom: edge("bottom"), right: edge("right"))
    }

    static func centerOptions(_ json: JSONValue, context: String) throws(CaseFileError) -> CenterOptions {
        let centering: CenteringOptions = switch json["centeringOptions"]?.string ?? "none" {
        case "X": .x
        case "Y": .y
        case "XY": .xy
        default: .none
        }
        return CenterOptions(centering: centering,
                             sizing: try enumValue(json["sizingOptions"], default: .default, context))
    }

    static func relativeOptions(_ json: JSONValue, context: String) throws(CaseFileError) -> RelativeOptions {
        let sizing = json["sizingOption"]?.string ?? "default"
        return RelativeOptions(horizontal: try enumValue(json["horizontalPosition"], default: .none, context),
                               vertical: try enumValue(json["verticalPosition"], default: .none, context),
                               minimumWidth: sizing == "minimumWidth" || sizing == "minimumSize",
                               minimumHeight: sizing == "minimumHeight" || sizing == "minimumSize")
    }

    static func cornerOptions(_ json: JSONValue, context: String) throws(CaseFileError) -> CornerOptions {
        let offset = try json["offset"].map { value throws(CaseFileError) in try value.size(context) } ?? .zero
        return CornerOptions(location: try enumValue(json["location"], default: .topRight, context),
                             offset: Point(x: offset.width, y: offset.height),
                             wrapsCorner: json["wrapsCorner"]?.bool ?? false)
    }
}

/// Stack options from a case: omitted keys take the plain-`init` defaults; the resolved justify/align are given,
/// so the horizontal/vertical alignment conveniences are informational only.
enum CaseStackOptions {
    static func options(_ json: JSONValue, context: String) throws(CaseFileError) -> StackOptions {
        var options = StackOptions()
        options.direction = try CaseTreeBuilder.enumValue(json["direction"], default: .horizontal, context)
        options.spacing = json["spacing"]?.number ?? 0
        options.justifyContent = try CaseTreeBuilder.enumValue(json["justifyContent"], default: .start, context)
        options.alignItems = try CaseTreeBuilder.enumValue(json["alignItems"], default: .stretch, context)
        options.flexWrap = try CaseTreeBuilder.enumValue(json["flexWrap"], default: .noWrap, context)
        options.alignContent = try CaseTreeBuilder.enumValue(json["alignContent"], default: .start, context)
        options.lineSpacing = json["lineSpacing"]?.number ?? 0
        return options
    }
}
