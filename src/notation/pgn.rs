//! Portable Game Notation: read and write games with tags, SAN movetext,
//! comments, NAGs, variations and results. Errors give line and column.
//!
//! Moves are read with [`super::parse_move`], so a PGN written in long
//! algebraic or another notation the library reads is accepted too.

use super::fen;
use crate::chess::position::Position;
use crate::chess::types::Move;
use core::fmt;

/// One move of a game with what the record says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMove {
    pub mv: Move,
    /// SAN as we write it (normalised).
    pub san: String,
    /// Comments after the move.
    pub comments: Vec<String>,
    /// Numeric annotation glyphs (`$1` …), `!`/`?` suffixes included.
    pub nags: Vec<u8>,
    /// Alternatives to this move, each a line starting from the position before it.
    pub variations: Vec<Vec<GameMove>>,
}

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order read.
    pub tags: Vec<(String, String)>,
    /// The starting position (the `FEN` tag, or the initial position).
    pub start: Position,
    /// Comment before the first move.
    pub intro: Vec<String>,
    pub moves: Vec<GameMove>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    /// A new game from the initial position.
    pub fn new() -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start: Position::new(),
            intro: Vec::new(),
            moves: Vec::new(),
            result: "*".into(),
        }
    }
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    /// The position after the main line.
    pub fn final_position(&self) -> Position {
        let mut p = self.start.clone();
        for m in &self.moves {
            p.play_unchecked(m.mv);
        }
        p
    }
}

impl Default for PgnGame {
    fn default() -> Self {
        PgnGame::new()
    }
}

/// A PGN error at a line and column (both from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "PGN line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for PgnError {}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Tag(String, String),
    Comment(String),
    Nag(u8),
    Open,
    Close,
    Result(String),
    Word(String),
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    col: usize,
}

impl<'a> Lexer<'a> {
    fn new(s: &'a str) -> Self {
        Lexer {
            chars: s.chars().peekable(),
            line: 1,
            col: 1,
        }
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }
    fn err(&self, line: usize, column: usize, message: impl Into<String>) -> PgnError {
        PgnError {
            line,
            column,
            message: message.into(),
        }
    }
    /// The next token with its position.
    fn next(&mut self) -> Result<Option<(Tok, usize, usize)>, PgnError> {
        loop {
            match self.chars.peek() {
                None => return Ok(None),
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                // escape lines and line comments
                Some('%') if self.col == 1 => self.skip_line(),
                Some(';') => self.skip_line(),
                _ => break,
            }
        }
        let (line, col) = (self.line, self.col);
        let c = self.bump().expect("peeked");
        let tok =
            match c {
                '[' => self.tag(line, col)?,
                '{' => {
                    let mut s = String::new();
                    loop {
                        match self.bump() {
                            None => return Err(self.err(line, col, "comment '{' is never closed")),
                            Some('}') => break,
                            Some(c) => s.push(c),
                        }
                    }
                    Tok::Comment(s.split_whitespace().collect::<Vec<_>>().join(" "))
                }
                '(' => Tok::Open,
                ')' => Tok::Close,
                '$' => {
                    let mut n = String::new();
                    while let Some(c) = self.chars.peek().copied().filter(char::is_ascii_digit) {
                        n.push(c);
                        self.bump();
                    }
                    Tok::Nag(n.parse().map_err(|_| {
                        self.err(line, col, "'$' must be followed by a number 0-255")
                    })?)
                }
                _ => {
                    let mut w = c.to_string();
                    while let Some(&c) = self.chars.peek() {
                        if c.is_whitespace() || "[]{}();$".contains(c) {
                            break;
                        }
                        w.push(c);
                        self.bump();
                    }
                    match w.as_str() {
                        "1-0" | "0-1" | "1/2-1/2" | "*" | "½-½" => {
                            Tok::Result(if w == "½-½" { "1/2-1/2".into() } else { w })
                        }
                        _ => Tok::Word(w),
                    }
                }
            };
        Ok(Some((tok, line, col)))
    }
    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }
    fn tag(&mut self, line: usize, col: usize) -> Result<Tok, PgnError> {
        let mut name = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_whitespace() {
                break;
            }
            if !(c.is_ascii_alphanumeric() || c == '_') {
                return Err(self.err(
                    self.line,
                    self.col,
                    format!("unexpected '{}' in a tag name", c),
                ));
            }
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(self.err(line, col, "tag without a name"));
        }
        while self.chars.peek().is_some_and(|c| c.is_whitespace()) {
            self.bump();
        }
        if self.bump() != Some('"') {
            return Err(self.err(
                self.line,
                self.col,
                format!("tag {}: expected a quoted value", name),
            ));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                None | Some('\n') => {
                    return Err(self.err(line, col, format!("tag {}: value is never closed", name)))
                }
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    _ => {
                        return Err(self.err(
                            self.line,
                            self.col,
                            "only \\\" and \\\\ may be escaped in a tag",
                        ))
                    }
                },
                Some('"') => break,
                Some(c) => value.push(c),
            }
        }
        while self
            .chars
            .peek()
            .is_some_and(|c| c.is_whitespace() && *c != '\n')
        {
            self.bump();
        }
        if self.bump() != Some(']') {
            return Err(self.err(self.line, self.col, format!("tag {}: expected ']'", name)));
        }
        Ok(Tok::Tag(name, value))
    }
}

fn suffix_nag(word: &str) -> (&str, Option<u8>) {
    for (s, n) in [
        ("!!", 3),
        ("??", 4),
        ("!?", 5),
        ("?!", 6),
        ("!", 1),
        ("?", 2),
    ] {
        if let Some(rest) = word.strip_suffix(s) {
            return (rest, Some(n));
        }
    }
    (word, None)
}

/// Whether a word is a move number like `12.`, `12...` or `12`.
fn is_move_number(w: &str) -> bool {
    let digits = w.trim_end_matches('.');
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Reads all games in a PGN text.
///
/// # Errors
/// [`PgnError`] with the line and column of the first problem.
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut lx = Lexer::new(text);
    let mut games = Vec::new();
    let mut game = PgnGame::new();
    let mut started = false;
    // stack of (position before the line's last move, moves of the line)
    let mut stack: Vec<(Position, Vec<GameMove>, Position)> = Vec::new();
    let mut pos = Position::new();
    let mut before_last = Position::new();
    let mut line_moves: Vec<GameMove> = Vec::new();
    while let Some((tok, l, c)) = lx.next()? {
        let at = |m: String| PgnError {
            line: l,
            column: c,
            message: m,
        };
        match tok {
            Tok::Tag(k, v) => {
                if started {
                    return Err(at(format!("tag {} after the moves (missing result?)", k)));
                }
                if k == "FEN" {
                    pos = fen::parse(&v).map_err(|e| at(format!("tag FEN: {}", e)))?;
                    game.start = pos.clone();
                    before_last = pos.clone();
                }
                game.tags.push((k, v));
            }
            Tok::Comment(s) => {
                if let Some(last) = line_moves.last_mut() {
                    last.comments.push(s);
                } else if stack.is_empty() {
                    game.intro.push(s);
                }
            }
            Tok::Nag(n) => {
                line_moves
                    .last_mut()
                    .ok_or_else(|| at("NAG before any move".into()))?
                    .nags
                    .push(n);
            }
            Tok::Open => {
                if line_moves.is_empty() {
                    return Err(at("variation '(' before any move".into()));
                }
                // the variation replaces the last move: it starts from the position before it
                let saved_pos = std::mem::replace(&mut pos, before_last.clone());
                let saved_before = before_last.clone();
                stack.push((saved_pos, std::mem::take(&mut line_moves), saved_before));
            }
            Tok::Close => {
                let (p, mut parent, b) = stack.pop().ok_or_else(|| at("')' without '('".into()))?;
                let variation = std::mem::take(&mut line_moves);
                if let Some(last) = parent.last_mut() {
                    last.variations.push(variation);
                }
                line_moves = parent;
                pos = p;
                before_last = b;
            }
            Tok::Result(r) => {
                if !stack.is_empty() {
                    return Err(at("result inside a variation (missing ')')".into()));
                }
                game.result = r;
                game.moves = std::mem::take(&mut line_moves);
                games.push(std::mem::take(&mut game));
                pos = Position::new();
                before_last = pos.clone();
                started = false;
            }
            Tok::Word(w) => {
                if is_move_number(&w) {
                    started = true;
                    continue;
                }
                // "1.e4": number glued to the move
                let w = match w.find('.') {
                    Some(i) if is_move_number(&w[..=i]) => w
                        .trim_start_matches(|ch: char| ch.is_ascii_digit() || ch == '.')
                        .to_string(),
                    _ => w,
                };
                if w.is_empty() {
                    continue;
                }
                started = true;
                let (text, nag) = suffix_nag(&w);
                let mv = super::parse_move(&pos, text).map_err(|e| {
                    // the move is named once: the message names it, or it is put first
                    let m = e.to_string();
                    at(if m.contains(text) {
                        m
                    } else {
                        format!("move {}: {}", w, m)
                    })
                })?;
                let san = super::san::to_san(&pos, mv);
                before_last = pos.clone();
                pos.play_unchecked(mv);
                line_moves.push(GameMove {
                    mv,
                    san,
                    comments: Vec::new(),
                    nags: nag.into_iter().collect(),
                    variations: Vec::new(),
                });
            }
        }
    }
    if !stack.is_empty() {
        return Err(PgnError {
            line: lx.line,
            column: lx.col,
            message: "variation '(' is never closed".into(),
        });
    }
    if started || !game.tags.is_empty() || !line_moves.is_empty() {
        // a game without a result token: keep it, result unknown
        game.moves = line_moves;
        games.push(game);
    }
    Ok(games)
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

fn write_line(out: &mut Vec<String>, start: &Position, moves: &[GameMove], number_first: bool) {
    let mut pos = start.clone();
    let mut force_number = number_first;
    for m in moves {
        let n = pos.fullmoves();
        if pos.turn() == crate::Color::White {
            out.push(format!("{}.", n));
        } else if force_number {
            out.push(format!("{}...", n));
        }
        force_number = false;
        out.push(m.san.clone());
        for nag in &m.nags {
            out.push(format!("${}", nag));
        }
        for c in &m.comments {
            out.push(format!("{{{}}}", c.replace('}', ")")));
            force_number = true;
        }
        for v in &m.variations {
            let mut inner = Vec::new();
            write_line(&mut inner, &pos, v, true);
            out.push(format!("({})", inner.join(" ")));
            force_number = true;
        }
        pos.play_unchecked(m.mv);
    }
}

/// Writes a game as PGN (the seven-tag roster first, lines up to 80 characters).
pub fn write_game(game: &PgnGame) -> String {
    let mut s = String::new();
    const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
    for name in ROSTER {
        let v = if name == "Result" {
            Some(game.result.as_str())
        } else {
            game.tag(name)
        };
        s.push_str(&format!("[{} \"{}\"]\n", name, escape(v.unwrap_or("?"))));
    }
    for (k, v) in &game.tags {
        if !ROSTER.contains(&k.as_str()) {
            s.push_str(&format!("[{} \"{}\"]\n", k, escape(v)));
        }
    }
    s.push('\n');
    let mut toks: Vec<String> = game.intro.iter().map(|c| format!("{{{}}}", c)).collect();
    write_line(&mut toks, &game.start, &game.moves, true);
    toks.push(game.result.clone());
    let mut line = String::new();
    for t in toks {
        if !line.is_empty() && line.len() + 1 + t.len() > 80 {
            s.push_str(&line);
            s.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    s.push_str(&line);
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"[Event "Test \"quoted\""]
[Site "?"]
[Result "1-0"]

{Intro} 1. e4 e5 2. Nf3 {main} (2. f4 exf4 (2... d5) 3. Nf3) 2... Nc6 $1 3. Bb5!? a6
; a line comment
4. Ba4 1-0

1.d4 d5 *
"#;

    #[test]
    fn reads_tags_comments_nags_variations() {
        let games = read_games(SAMPLE).expect("sample");
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("Test \"quoted\""));
        assert_eq!(g.intro, vec!["Intro".to_string()]);
        assert_eq!(g.moves.len(), 7);
        assert_eq!(g.moves[2].comments, vec!["main".to_string()]);
        assert_eq!(g.moves[2].variations.len(), 1);
        assert_eq!(g.moves[2].variations[0][1].variations[0][0].san, "d5");
        assert_eq!(g.moves[3].nags, vec![1]);
        assert_eq!(g.moves[4].nags, vec![5]);
        assert_eq!(g.result, "1-0");
        assert_eq!(games[1].moves.len(), 2);
        // writing and reading again gives the same game
        let again = read_games(&write_game(g)).expect("written pgn reads");
        assert_eq!(again[0].moves, g.moves);
    }

    #[test]
    fn errors_give_line_and_column() {
        let e = read_games("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *").unwrap_err();
        assert_eq!((e.line, e.column), (3, 13), "{e}");
        let e = read_games("1. e4 {never closed").unwrap_err();
        assert_eq!((e.line, e.column), (1, 7));
        let e = read_games("1. e4 (1. d4").unwrap_err();
        assert!(e.message.contains("never closed"), "{e}");
        let e = read_games("[Event x]").unwrap_err();
        assert!(e.message.contains("quoted"), "{e}");
    }
}
