/// A piece of template source, as the lexer cuts it.
enum TemplateToken: Sendable, Hashable {
    /// Literal text; the lexer ends a text token after each newline.
    case text(String)
    /// `{{ ... }}`: the trimmed inside, and where `{{` starts.
    case variable(String, TemplatePosition)
    /// `{% ... %}`: the trimmed inside, and where `{%` starts.
    case block(String, TemplatePosition)
    /// `{# ... #}`: produces nothing.
    case comment
}
