//! The board: 64 labelled square buttons. It knows no rules; legal
//! destinations come in as props and clicks go out as squares.

use crate::{Piece, Square};
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// FEN letter of the piece on each square, a1 first (64 entries).
    pub squares: Vec<Option<char>>,
    /// The selected square, if any.
    #[prop_or_default]
    pub selected: Option<Square>,
    /// Squares to mark as legal destinations.
    #[prop_or_default]
    pub dests: Vec<Square>,
    /// The last move's squares, highlighted.
    #[prop_or_default]
    pub last_move: Option<(Square, Square)>,
    /// Show the board from Black's side.
    #[prop_or_default]
    pub flipped: bool,
    /// Emitted when a square is clicked.
    pub on_square: Callback<Square>,
}

fn piece_label(c: char) -> String {
    match Piece::from_char(c) {
        Some(p) => format!("{} {}", p.color.name(), p.role.name()),
        None => String::new(),
    }
}

fn piece_src(c: char) -> String {
    let color = if c.is_ascii_uppercase() { 'w' } else { 'b' };
    format!("pieces/{}{}.svg", color, c.to_ascii_uppercase())
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let mut cells = Vec::with_capacity(64);
    for row in 0..8u8 {
        for col in 0..8u8 {
            let (file, rank) = if props.flipped {
                (7 - col, row)
            } else {
                (col, 7 - row)
            };
            let Some(sq) = Square::from_coords(file, rank) else {
                continue;
            };
            let piece = props.squares.get(sq.index()).copied().flatten();
            let mut class = classes!("square", if sq.is_light() { "light" } else { "dark" });
            if props.selected == Some(sq) {
                class.push("selected");
            }
            if props.dests.contains(&sq) {
                class.push("dest");
            }
            if props.last_move.is_some_and(|(a, b)| a == sq || b == sq) {
                class.push("last-move");
            }
            let label = match piece {
                Some(c) => format!("{}, {}", sq, piece_label(c)),
                None => sq.to_string(),
            };
            let onclick = {
                let cb = props.on_square.clone();
                Callback::from(move |_: MouseEvent| cb.emit(sq))
            };
            cells.push(html! {
                <button type="button" {class} aria-label={label} data-square={sq.to_string()} {onclick}>
                    if let Some(c) = piece {
                        <img src={piece_src(c)} alt="" draggable="false" />
                    }
                </button>
            });
        }
    }
    html! {
        <div class="board" role="grid" aria-label="chessboard" data-testid="board">
            { for cells }
        </div>
    }
}
