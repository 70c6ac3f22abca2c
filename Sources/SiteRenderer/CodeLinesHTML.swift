import Markup

/// The markup of a snippet's code lines: line numbers, indents for wrapping, changed marks and
/// folds. It is made here rather than in `partials/code.mustache`: swift-mustache spends about
/// 14 µs on each line's eight lookups (protocol casts on every one), which was a sixth of a
/// 1,000-snippet build. Templates still get `lines` to lay out lines their own way.
enum CodeLinesHTML {
    static func render(_ lines: [CodeLine]) -> String {
        var html = ""
        html.reserveCapacity(lines.reduce(0) { $0 + $1.html.utf8.count + 120 })
        for line in lines {
            if let label = line.foldLabel, let fold = line.fold {
                html += "<span class=\"fold-toggle\" role=\"button\" tabindex=\"0\" data-fold=\"\(fold.htmlEscaped)\">⋯ \(label.htmlEscaped)</span>"
            }
            html += "<span class=\"line"
            if line.isChanged { html += " changed" }
            if line.fold != nil { html += " folded" }
            html += "\" data-line=\"\(line.number)\""
            if let fold = line.fold { html += " data-fold=\"\(fold.htmlEscaped)\"" }
            html += "><span class=\"ln\" aria-hidden=\"true\">\(line.number)</span><span class=\"lc\" style=\"--indent:\(line.indent)ch\">"
            html += line.html
            html += "</span></span>"
        }
        return html
    }
}
