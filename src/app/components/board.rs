//! The board: 64 labelled square buttons. It knows no rules; legal destinations, the
//! check and the pending promotion come in as props, and gestures go out as squares.
//! Mouse and touch: press on a piece, release on a square (or click, click). Keyboard: the
//! arrow keys move the focus, Enter picks up and drops (Space is the clock's).

use crate::{Piece, Role, Square};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the board shows and the gestures it reports (a render function, not a component;
/// its one piece of state, where a press began, is kept by the view that shows it: [`Pressed`]).
#[derive(Default, Clone)]
pub struct BoardProps {
    /// FEN letter of the piece on each square, a1 first (64 entries).
    pub squares: Vec<Option<char>>,
    pub selected: Option<Square>,
    /// Squares to mark as legal destinations.
    pub dests: Vec<Square>,
    pub last_move: Option<(Square, Square)>,
    /// The king in check.
    pub check: Option<Square>,
    /// The pieces touched under the touched-piece rule in this move, marked so that the
    /// player sees which one he must move.
    pub touched: Vec<Square>,
    /// Show the board from Black's side.
    pub flipped: bool,
    /// A promotion waiting for its piece: the square and whether the pawn is white.
    pub promotion: Option<(Square, bool)>,
    /// Emitted when a square is chosen.
    pub on_square: Callback<Square>,
    /// The piece chosen in the promotion picker (`None`: cancelled).
    pub on_promote: Callback<Option<Role>>,
    /// A board that only shows (demos).
    pub read_only: bool,
    /// The promotion picker also offers to leave the pawn a pawn (the arbiter's board,
    /// where any move the hand can make is made, and judged).
    pub leave_pawn: bool,
}

fn piece_label(c: char) -> String {
    match Piece::from_char(c) {
        Some(p) => format!("{} {}", p.color.name(), p.role.name()),
        None => String::new(),
    }
}

pub fn piece_src(c: char) -> String {
    let color = if c.is_ascii_uppercase() { 'w' } else { 'b' };
    format!("pieces/{}{}.svg", color, c.to_ascii_uppercase())
}

fn focus_square(sq: Square) {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("[data-board] [data-square={}]", sq))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus();
    }
}

/// Where a press began: the square, the pointer's position on the screen and within the
/// square, and the square's size on screen.
#[derive(Clone, Copy)]
pub struct Press {
    square: Square,
    x: i32,
    y: i32,
    /// The pointer's position within the square.
    within: (i32, i32),
    size: i32,
}

/// The square a drag from `press` released at (`x`, `y`) ends on: the square under the
/// pointer, found from where the press began and how far the pointer went (so that nothing
/// that moves on the page meanwhile, a notice that goes, can change it); `None` when it
/// ends on the square it began on (a pointer that hardly moved is a click), or off the board.
fn drag_target(press: Press, x: i32, y: i32, flipped: bool) -> Option<Square> {
    let (dx, dy) = (x - press.x, y - press.y);
    if dx.abs() < 4 && dy.abs() < 4 {
        return None;
    }
    let size = press.size.max(1);
    let files = (press.within.0 + dx).div_euclid(size) as i8;
    let ranks = -((press.within.1 + dy).div_euclid(size)) as i8;
    let (files, ranks) = if flipped {
        (-files, -ranks)
    } else {
        (files, ranks)
    };
    if files == 0 && ranks == 0 {
        return None;
    }
    press.square.offset(files, ranks)
}

/// Where a press on the board began, kept across renders by the view showing the board
/// (`use_mut_ref(Pressed::default)`); a read-only board needs none.
pub type Pressed = std::rc::Rc<std::cell::RefCell<Option<Press>>>;

/// The board.
pub fn board(props: &BoardProps, pressed: &Pressed) -> Html {
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
                class.push(if piece.is_some() {
                    "dest capture"
                } else {
                    "dest"
                });
            }
            if props.last_move.is_some_and(|(a, b)| a == sq || b == sq) {
                class.push("last-move");
            }
            if props.check == Some(sq) {
                class.push("check");
            }
            let touched = props.touched.contains(&sq);
            if touched {
                class.push("touched");
            }
            let label = match piece {
                Some(c) if touched => format!("{}, {}, touched", sq, piece_label(c)),
                Some(c) => format!("{}, {}", sq, piece_label(c)),
                None => sq.to_string(),
            };
            let on_square = props.on_square.clone();
            let read_only = props.read_only;
            // keyboard activation (a mouse click has detail > 0 and is handled by the pointer)
            let onclick = {
                let cb = on_square.clone();
                Callback::from(move |e: MouseEvent| {
                    if e.detail() == 0 && !read_only {
                        cb.emit(sq);
                    }
                })
            };
            // a touch is the square under the pointer going down; a drag's end is counted
            // from there in squares
            let onpointerdown = {
                let cb = on_square.clone();
                let pressed = pressed.clone();
                Callback::from(move |e: PointerEvent| {
                    if read_only || e.button() > 0 {
                        return;
                    }
                    let el = e.target_dyn_into::<web_sys::HtmlElement>();
                    if let Some(el) = &el {
                        // the release comes back to this square wherever it happens
                        let _ = el.set_pointer_capture(e.pointer_id());
                    }
                    *pressed.borrow_mut() = Some(Press {
                        square: sq,
                        x: e.client_x(),
                        y: e.client_y(),
                        within: (e.offset_x(), e.offset_y()),
                        size: el.map_or(0, |el| el.offset_width()),
                    });
                    cb.emit(sq);
                })
            };
            let onpointerup = {
                let cb = on_square.clone();
                let pressed = pressed.clone();
                let flipped = props.flipped;
                Callback::from(move |e: PointerEvent| {
                    let Some(press) = pressed.borrow_mut().take() else {
                        return;
                    };
                    if read_only {
                        return;
                    }
                    if let Some(target) = drag_target(press, e.client_x(), e.client_y(), flipped) {
                        cb.emit(target);
                    }
                })
            };
            let flipped = props.flipped;
            let onkeydown = Callback::from(move |e: KeyboardEvent| {
                if e.key() == " " {
                    // Space is the clock's (the play view presses it): no click on the square
                    e.prevent_default();
                    return;
                }
                let (df, dr) = match e.key().as_str() {
                    "ArrowUp" => (0, 1),
                    "ArrowDown" => (0, -1),
                    "ArrowLeft" => (-1, 0),
                    "ArrowRight" => (1, 0),
                    _ => return,
                };
                e.prevent_default();
                let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
                if let Some(next) = sq.offset(df, dr) {
                    focus_square(next);
                }
            });
            // one square in the tab order: the rest are reached with the arrow keys
            let tabindex = if sq
                == props.selected.unwrap_or(if props.flipped {
                    Square::from_coords(7, 7).unwrap_or(sq)
                } else {
                    Square::from_coords(0, 0).unwrap_or(sq)
                }) {
                "0"
            } else {
                "-1"
            };
            cells.push(html! {
                <button type="button" {class} aria-label={label} data-square={sq.to_string()}
                    {tabindex} {onclick} {onpointerdown} {onpointerup} {onkeydown}
                    aria-pressed={(props.selected == Some(sq)).to_string()}>
                    if let Some(c) = piece {
                        <img src={piece_src(c)} alt="" draggable="false" />
                    }
                </button>
            });
        }
    }
    let picker = props.promotion.map(|(sq, white)| {
        let mut roles = vec![Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
        if props.leave_pawn {
            roles.push(Role::Pawn);
        }
        let col = if props.flipped { 7 - sq.file() } else { sq.file() };
        let style = format!("left: {}%;", col as u32 * 125 / 10);
        html! {
            <div class="promotion" role="dialog" aria-label="choose the promotion piece" {style} data-testid="promotion">
                { for roles.iter().map(|&r| {
                    let cb = props.on_promote.clone();
                    let c = if white { r.char().to_ascii_uppercase() } else { r.char() };
                    html! {
                        <button type="button" aria-label={if r == Role::Pawn { "leave it a pawn".to_string() } else { format!("promote to {}", r.name()) }} data-role={r.char().to_string()}
                            onclick={Callback::from(move |_: MouseEvent| cb.emit(Some(r)))}>
                            <img src={piece_src(c)} alt="" />
                        </button>
                    }
                }) }
                <button type="button" class="cancel" aria-label="cancel the promotion"
                    onclick={ let cb = props.on_promote.clone(); Callback::from(move |_: MouseEvent| cb.emit(None)) }>{ "×" }</button>
            </div>
        }
    });
    let files: Vec<char> = if props.flipped {
        "hgfedcba".chars().collect()
    } else {
        "abcdefgh".chars().collect()
    };
    let ranks: Vec<char> = if props.flipped {
        "12345678".chars().collect()
    } else {
        "87654321".chars().collect()
    };
    html! {
        <div class="board-wrap">
            <div class={classes!("board", props.flipped.then_some("flipped"))} role="group" aria-label="chessboard" data-testid="board" data-board="">
                { for cells }
                { for picker }
            </div>
            <div class="coords files" aria-hidden="true">{ for files.iter().map(|f| html! { <span>{ f.to_string() }</span> }) }</div>
            <div class="coords ranks" aria-hidden="true">{ for ranks.iter().map(|r| html! { <span>{ r.to_string() }</span> }) }</div>
        </div>
    }
}
