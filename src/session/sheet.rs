//! What the play view shows of the state: the squares, the moves allowed from the
//! selected square, the scoresheet in any notation and the game as PGN.

use super::mode::Mode;
use super::state::PlayState;
use crate::laws::GameResult;
use crate::notation::{self, fen, pgn, Notation};
use crate::Square;

impl PlayState {
    /// The FEN letter of the piece on each square, a1 first.
    /// A pending physical move is shown where the player put the piece.
    pub fn squares(&self) -> Vec<Option<char>> {
        let b = self.game.position().board();
        let mut out: Vec<Option<char>> = Square::all()
            .map(|s| b.piece_at(s).map(|p| p.char()))
            .collect();
        if let Some((from, to)) = self.pending.as_ref().and_then(|p| p.squares) {
            out[to.index()] = out[from.index()].take();
        }
        out
    }

    /// The moves the engine allows from the selected square (none on the arbiter's board,
    /// where any square may be chosen).
    pub fn dests(&self) -> Vec<Square> {
        match (self.selected, self.mode) {
            (Some(from), Mode::Quick | Mode::TouchMove) => {
                let mut d: Vec<Square> = self
                    .game
                    .allowed_moves()
                    .into_iter()
                    .filter(|m| m.from() == from)
                    .map(|m| m.to())
                    .collect();
                d.dedup();
                d
            }
            _ => Vec::new(),
        }
    }

    /// The square of the king in check, if any.
    pub fn check(&self) -> Option<Square> {
        let p = self.game.position();
        if p.is_check() {
            p.board().king_of(p.turn())
        } else {
            None
        }
    }

    /// The last move's squares.
    pub fn last_move(&self) -> Option<(Square, Square)> {
        last_move(&self.setup.fen, self.game.san())
    }

    /// The moves of the game in the chosen notation.
    pub fn scoresheet(&self) -> Vec<String> {
        let san = self.game.san();
        if self.notation == Notation::San {
            return san.to_vec();
        }
        let Ok(mut pos) = fen::parse(&self.setup.fen) else {
            return san.to_vec();
        };
        let mut out = Vec::new();
        for s in san {
            match notation::parse_move(&pos, s) {
                Ok(m) => {
                    out.push(notation::write_move(&pos, m, self.notation));
                    pos.play_unchecked(m);
                }
                Err(_) => out.push(s.clone()),
            }
        }
        out
    }

    /// The game as PGN, the offers marked as comments `(=)` as 2018 Art. 8.1.5 writes them.
    pub fn pgn(&self) -> String {
        let mut g = pgn::PgnGame::new();
        if let Ok(start) = fen::parse(&self.setup.fen) {
            if self.setup.fen != "startpos" {
                g.tags.push(("SetUp".into(), "1".into()));
                g.tags.push(("FEN".into(), fen::write(&start)));
            }
            g.start = start;
        }
        g.tags.push((
            "Event".into(),
            format!("FIDE Laws {} playground", self.edition().year()),
        ));
        let mut pos = g.start.clone();
        for (i, s) in self.game.san().iter().enumerate() {
            let Ok(m) = notation::parse_move(&pos, s) else {
                break;
            };
            let comments = if self.offers.contains(&(i + 1)) {
                vec!["(=)".to_string()]
            } else {
                Vec::new()
            };
            g.moves.push(pgn::GameMove {
                mv: m,
                san: s.clone(),
                comments,
                nags: Vec::new(),
                variations: Vec::new(),
            });
            pos.play_unchecked(m);
        }
        // PGN has no code for both losing or an annulled game
        g.result = match self.game.outcome().map(|o| o.result) {
            Some(r @ (GameResult::Win(_) | GameResult::Draw)) => r.code().into(),
            Some(GameResult::BothLose | GameResult::Annulled) | None => "*".into(),
        };
        pgn::write_game(&g)
    }
}

/// The squares of the last of `san`, the moves of a game from `start` (a FEN or
/// `startpos`): what a board marks as the last move.
pub fn last_move(start: &str, san: &[String]) -> Option<(Square, Square)> {
    let mut pos = fen::parse(start).ok()?;
    let mut last = None;
    for s in san {
        let m = notation::parse_move(&pos, s).ok()?;
        last = Some((m.from(), m.to()));
        pos.play_unchecked(m);
    }
    last
}

/// The scoresheet's rows as on paper, for `plies` moves played: each row's number from 1,
/// White's ply and Black's ply (indices into the moves). A game that starts with Black to
/// move leaves White's first cell empty.
pub fn sheet_rows(plies: usize, start_black: bool) -> Vec<(usize, Option<usize>, Option<usize>)> {
    let offset = usize::from(start_black);
    (0..(plies + offset).div_ceil(2))
        .map(|row| {
            let at = |k: usize| (2 * row + k).checked_sub(offset).filter(|&i| i < plies);
            (row + 1, at(0), at(1))
        })
        .collect()
}
