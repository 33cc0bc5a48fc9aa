//! Draws and the end of the game by itself (1977/1980 Art. 11–12, 1993 Art. 10, 2018
//! Art. 5 and 9): the automatic endings and the check of a claim of repetition or under
//! the fifty-move rule. These rule functions ([`automatic`], [`check_claim`],
//! [`fifty_limit`]) take the facts and return a decision; the engine (`draw_claim`, the
//! claim procedure) and the claims checker (`claims`) call the same ones.

use super::articles::{cite, Topic};
use super::citation::Citation;
use super::decision::Ending;
use super::editions::Policy;
use super::material::{self, Analyser, MatingChance};
use super::verdict::ClaimKind;
use super::verdict::{GameResult, Termination};
use super::words::plural;
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Piece, Role};
use crate::edition::Edition;
use crate::laws::editions::AutomaticDraw;

/// The ending `pos` reaches by itself under `edition`, having appeared `occurrences`
/// times: checkmate, stalemate; 1993 Art. 10.4; 2018 Art. 5.2.2, 9.6.1, 9.6.2.
pub fn automatic(
    edition: Edition,
    pos: &Position,
    occurrences: usize,
    an: &mut dyn Analyser,
) -> Option<Ending> {
    let ending = |result, termination, topic, words: String| {
        Some(Ending {
            result,
            termination,
            citation: cite(edition, topic),
            words,
        })
    };
    if pos.is_checkmate() {
        let w = pos.turn().other();
        return ending(
            GameResult::Win(w),
            Termination::Checkmate,
            Topic::Checkmate,
            format!("checkmate: {} wins", w),
        );
    }
    if pos.is_stalemate() {
        return ending(
            GameResult::Draw,
            Termination::Stalemate,
            Topic::Stalemate,
            "stalemate: the game is drawn".into(),
        );
    }
    match Policy::of(edition).automatic_draws() {
        AutomaticDraw::ListedEndings if material::is_10_4_ending(pos) => ending(
            GameResult::Draw,
            Termination::InsufficientMaterial,
            Topic::InsufficientMaterial,
            "drawn ending (king v king, a single minor piece, or bishops on the same colour)"
                .into(),
        ),
        AutomaticDraw::DeadPositionAndLimits => {
            // 5.2.2: White first; Black is asked only when White cannot mate
            let white = an.mating_chance(pos, Color::White);
            let black = if white.cannot() {
                an.mating_chance(pos, Color::Black)
            } else {
                MatingChance::Can(String::new())
            };
            if let (MatingChance::Cannot(w), MatingChance::Cannot(b)) = (&white, &black) {
                ending(GameResult::Draw, Termination::DeadPosition, Topic::DeadPosition,
                    format!("dead position: neither player can checkmate by any series of legal moves (White: {}; Black: {})", w, b))
            } else if occurrences >= 5 {
                ending(
                    GameResult::Draw,
                    Termination::Fivefold,
                    Topic::Fivefold,
                    "the same position has appeared five times".into(),
                )
            } else if pos.halfmoves() >= 150 {
                ending(
                    GameResult::Draw,
                    Termination::SeventyFiveMoves,
                    Topic::SeventyFiveMoves,
                    "75 moves by each player without a pawn move or capture".into(),
                )
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Half-moves needed for a fifty-move claim: 100, or under the 1980 edition 200 for
/// king and two knights against king and pawn with the pawn blocked by a knight and not
/// too far advanced (Interpretation 12.4 (1978), which applies from 1980; the 1977
/// edition has no such extension).
pub fn fifty_limit(edition: Edition, pos: &Position) -> u32 {
    if Policy::of(edition).fifty_extended_for_two_knights() && knights_against_blocked_pawn(pos) {
        200
    } else {
        100
    }
}

/// King and two knights against king and pawn, the pawn blocked by a knight and not
/// beyond the squares Interpretation 12.4 (1978) lists.
pub fn knights_against_blocked_pawn(pos: &Position) -> bool {
    let b = pos.board();
    for strong in Color::ALL {
        let weak = strong.other();
        let knights = b.by_piece(Piece {
            color: strong,
            role: Role::Knight,
        });
        let pawn = b.by_piece(Piece {
            color: weak,
            role: Role::Pawn,
        });
        if b.by_color(strong).count() == 3
            && knights.count() == 2
            && b.by_color(weak).count() == 2
            && pawn.count() == 1
        {
            let Some(p) = pawn.first() else { continue };
            let front = p.offset(0, weak.fold_wb(1, -1));
            let blocked = front.is_some_and(|f| knights.contains(f));
            // the limit squares, by file a..h
            let limit = match weak {
                Color::Black => [4, 6, 5, 4, 4, 5, 6, 4][p.file() as usize],
                Color::White => [5, 3, 4, 5, 5, 4, 3, 5][p.file() as usize],
            };
            let rank = p.rank() + 1;
            let not_beyond = match weak {
                Color::Black => rank >= limit,
                Color::White => rank <= limit,
            };
            if blocked && not_beyond {
                return true;
            }
        }
    }
    false
}

/// The facts a draw claim is decided on.
pub struct ClaimFacts<'a> {
    pub edition: Edition,
    pub kind: ClaimKind,
    /// The position on the board.
    pub position: &'a Position,
    /// The move the claimant writes and declares, if any.
    pub intended: Option<Move>,
    /// Repetition keys of every position of the game so far.
    pub keys: &'a [u64],
    /// The same positions by placement and side to move only.
    pub placements: &'a [String],
    /// The same positions' castling rights and en passant square (FEN fields 3 and 4).
    pub rights: &'a [String],
    /// Half-moves the tournament's regulations, announced before the game, set for king
    /// and two knights against king and pawn blocked by a knight (1977/1980 Art. 12.4 and
    /// Interpretation 12.4 (1958B), 1993 10.12); none under 2018.
    pub regulation: Option<u32>,
}

/// The decision on a draw claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimCheck {
    pub correct: bool,
    /// The article that decides, or the interpretation where one decides the point.
    pub citation: Citation,
    /// What was found, in words.
    pub explanation: String,
}

/// "first", "second", "third"…: how an arbiter counts the occurrences of a position.
fn ordinal(n: usize) -> &'static str {
    ["first", "second", "third", "fourth", "fifth"]
        .get(n.wrapping_sub(1))
        .copied()
        .unwrap_or("sixth or later")
}

/// Decides a claim of repetition or under the fifty-move rule.
pub fn check_claim(f: &ClaimFacts) -> ClaimCheck {
    let after = f.intended.map(|m| f.position.after(m));
    let counted = after.as_ref().unwrap_or(f.position);
    match f.kind {
        ClaimKind::Repetition => {
            let k = counted.repetition_key();
            let extra = usize::from(after.is_some());
            let count = f.keys.iter().filter(|&&x| x == k).count() + extra;
            let tense = if after.is_some() {
                "is about to appear"
            } else {
                "has appeared"
            };
            if count >= 3 {
                return ClaimCheck {
                    correct: true,
                    citation: cite(f.edition, Topic::Repetition),
                    explanation: format!("the position {} for the {} time", tense, ordinal(count)),
                };
            }
            // the same placement, same side to move, often enough, but with other
            // castling rights or en passant: the identity of positions decides
            let p = super::state::placement(counted);
            let loose = f.placements.iter().filter(|x| **x == p).count() + extra;
            if loose >= 3 {
                let now = super::state::rights(counted);
                let before: Vec<&String> = f
                    .placements
                    .iter()
                    .zip(f.rights)
                    .filter(|(x, r)| **x == p && **r != now)
                    .map(|(_, r)| r)
                    .collect();
                // 2018 counts the right (Art. 9.2.2.2), though castling is not then possible
                let by_right = Policy::of(f.edition).identity_by_castling_rights();
                let right = |w: String| {
                    if by_right {
                        w.replace("could castle", "had the right to castle")
                    } else {
                        w
                    }
                };
                let mut other: Vec<String> =
                    before.iter().map(|r| right(describe_rights(r))).collect();
                other.dedup();
                ClaimCheck {
                    correct: false,
                    citation: cite(f.edition, Topic::RepetitionIdentity),
                    explanation: format!(
                        "the pieces stand as before for the {} time, but the possible moves differ: {} {}; now {}. Those were other positions: the same position {} only for the {} time",
                        ordinal(loose),
                        match before.len() {
                            1 => "once".to_string(),
                            2 => "twice".to_string(),
                            n => format!("{} times", n),
                        },
                        other.join(", or "),
                        right(describe_rights(&now))
                            .replace(" could ", " can ")
                            .replace(" had the ", " has the "),
                        tense,
                        ordinal(count)
                    ),
                }
            } else {
                ClaimCheck {
                    correct: false,
                    citation: cite(f.edition, Topic::Repetition),
                    explanation: format!(
                        "the position {} only for the {} time; a third is needed",
                        tense,
                        ordinal(count)
                    ),
                }
            }
        }
        ClaimKind::Fifty => {
            let policy = Policy::of(f.edition);
            let laws = fifty_limit(f.edition, f.position);
            // the regulations' count, for the positions they name
            let regulated = f.regulation.filter(|&r| {
                policy.regulations_extend_fifty()
                    && r > laws
                    && knights_against_blocked_pawn(f.position)
            });
            let needed = regulated.unwrap_or(laws);
            // only 2018 (9.3.1) lets a declared move count; 1977/1980 Art. 12.4 and
            // 1993 10.12 ask that the moves "have been made"
            let declared = f
                .intended
                .filter(|_| policy.declared_move_counts_for_fifty());
            let half = match declared {
                Some(m) if m.is_zeroing() => 0,
                Some(_) => f.position.halfmoves().saturating_add(1),
                None => f.position.halfmoves(),
            };
            let topic = if regulated.is_some() {
                Topic::FiftyRegulation
            } else if needed > 100 {
                Topic::FiftyExtension
            } else {
                Topic::Fifty
            };
            ClaimCheck {
                correct: half >= needed,
                citation: cite(f.edition, topic),
                explanation: format!(
                    "{} without capture or pawn move ({} needed{}){}",
                    plural(half / 2, "consecutive move"),
                    needed / 2,
                    if regulated.is_some() {
                        ", as the tournament's regulations set for two knights against a blocked pawn"
                    } else if needed > 100 {
                        ", extended for two knights against a blocked pawn"
                    } else {
                        ""
                    },
                    if f.intended.is_some() && declared.is_none() {
                        "; the moves counted are those made: the Laws of this edition let no declared move count towards the fifty"
                    } else {
                        ""
                    }
                ),
            }
        }
    }
}

/// Castling rights and en passant square (FEN fields 3 and 4) in words: "White could
/// castle kingside and Black kingside", "neither side could castle".
fn describe_rights(r: &str) -> String {
    let mut parts = r.split(' ');
    let castling = parts.next().unwrap_or("-");
    let ep = parts.next().unwrap_or("-");
    let side = |king: char, queen: char| match (castling.contains(king), castling.contains(queen)) {
        (true, true) => Some("on both sides"),
        (true, false) => Some("kingside"),
        (false, true) => Some("queenside"),
        (false, false) => None,
    };
    let mut s = match (side('K', 'Q'), side('k', 'q')) {
        (None, None) => "neither side could castle".to_string(),
        (Some(w), None) => format!("White could castle {} (Black not)", w),
        (None, Some(b)) => format!("Black could castle {} (White not)", b),
        (Some(w), Some(b)) => format!("White could castle {} and Black {}", w, b),
    };
    if ep != "-" {
        s.push_str(&format!(", and a pawn could be taken en passant on {}", ep));
    }
    s
}
