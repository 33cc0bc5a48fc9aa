//! The touched-piece rules: which moves a player may make after touching
//! pieces with intent (1977/1980 Art. 8 and Interpretations 6.1 (1971),
//! 6.1 (1975); 1993 Art. 7.2 and 5.1(c)(d); 2018 Art. 4.3–4.4).

use super::articles::{cite, Topic};
use super::decision::Decision;
use super::editions::Policy;
use super::verdict::{Effect, Ruling};
use crate::chess::position::Position;
use crate::chess::types::{CastlingSide, Move, Role, Square};
use crate::edition::Edition;
use crate::notation::san;

/// The moves a player may make after the touches, and the point of the Laws
/// ([`Topic`]) that restricts them; `None` when the touches oblige him to nothing (no piece
/// touched, or none of the touched pieces can be moved or captured:
/// 1977 Art. 8.3, 1993 Art. 7.2, 2018 Art. 4.5).
pub fn allowed_moves(
    edition: Edition,
    pos: &Position,
    touched: &[Square],
) -> Option<(Vec<Move>, Topic)> {
    if touched.is_empty() {
        return None;
    }
    let policy = Policy::of(edition);
    let us = pos.turn();
    let legal: Vec<Move> = pos.legal_moves().into_iter().collect();
    let own: Vec<Square> = touched
        .iter()
        .copied()
        .filter(|&s| pos.board().piece_at(s).is_some_and(|p| p.color == us))
        .collect();
    let theirs: Vec<Square> = touched
        .iter()
        .copied()
        .filter(|&s| pos.board().piece_at(s).is_some_and(|p| p.color != us))
        .collect();

    // castling touches: king and rook of the same side
    let king = own
        .iter()
        .position(|&s| pos.board().role_at(s) == Some(Role::King));
    let rook = own.iter().position(|&s| {
        pos.board().role_at(s) == Some(Role::Rook)
            && s.rank() == us.back_rank()
            && (s.file() == 0 || s.file() == 7)
    });
    if let (Some(k), Some(r)) = (king, rook) {
        let side = if own[r].file() == 7 {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        let castle: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.castling_side() == Some(side))
            .collect();
        let king_moves: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.role() == Role::King)
            .collect();
        if k < r || (policy.rook_first_castling_valid() && !castle.is_empty()) {
            // king first (or together): castle on that side if legal (2018 4.4.1; 1993 5.1(d));
            // otherwise another king move, castling on the other side included (2018 4.4.3;
            // 1993 5.1(d); Interpretations 6.1 (1971), 6.1 (1975)); no king move: free
            if !castle.is_empty() {
                if policy.rook_first_castling_valid() && r < k {
                    // Interpretation 6.1 (1971): rook touched first, castling is still valid
                    let mut ok = castle;
                    ok.extend(legal.iter().copied().filter(|m| m.from() == own[r]));
                    return Some((ok, Topic::CastleRookFirst));
                }
                return Some((castle, Topic::CastleKingFirst));
            }
            if king_moves.is_empty() {
                return None;
            }
            // Interpretation 6.1 (1975): castling on the other side is such a king move
            let topic = if king_moves
                .iter()
                .any(|m| m.castling_side().is_some_and(|s| s != side))
            {
                Topic::CastleOtherSide
            } else {
                Topic::CastleIllegal
            };
            return Some((king_moves, topic));
        }
        // rook first, then king: no castling on that side (2018 4.4.2, 1993 5.1(c));
        // the first touched piece that can move must move (4.3.1)
        let first: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.from() == own[r] && m.castling_side().is_none())
            .collect();
        // 1977/1980: with castling illegal, the rook touched first must move (Art. 8.2)
        let rook_first = if policy.rook_first_castling_valid() {
            Topic::TouchOwnPiece
        } else {
            Topic::CastleRookFirst
        };
        if !first.is_empty() {
            return Some((first, rook_first));
        }
        let second: Vec<Move> = king_moves
            .into_iter()
            .filter(|m| m.castling_side() != Some(side))
            .collect();
        return (!second.is_empty()).then_some((second, rook_first));
    }

    let moves_of =
        |s: Square| -> Vec<Move> { legal.iter().copied().filter(|m| m.from() == s).collect() };
    let captures_of = |s: Square| -> Vec<Move> {
        legal
            .iter()
            .copied()
            .filter(|m| match *m {
                Move::EnPassant { from, to } => {
                    Square::from_coords(to.file(), from.rank()) == Some(s)
                }
                _ => m.to() == s && m.is_capture(),
            })
            .collect()
    };
    match (own.first(), theirs.first()) {
        (Some(&o), Some(&t)) => {
            // capture the first touched opponent's piece with the first touched own piece
            let both: Vec<Move> = captures_of(t)
                .into_iter()
                .filter(|m| m.from() == o)
                .collect();
            if !both.is_empty() {
                return Some((both, Topic::TouchBoth));
            }
            // 1977/1980 8.2(b): the opponent's piece touched first does not count once the
            // own piece cannot take it (Interpretation 8.2b (1975))
            let opponent_first = touched.first() == Some(&t);
            // else 2018/1993: move or capture the first piece touched that can be moved or captured;
            // 1977/1980 8.2(b): move own, else capture opponent's
            let order: Vec<Square> = if policy.own_piece_before_opponents() {
                vec![o, t]
            } else {
                touched.to_vec()
            };
            for s in order {
                let ms = if pos.board().piece_at(s).is_some_and(|p| p.color == us) {
                    moves_of(s)
                } else {
                    captures_of(s)
                };
                if !ms.is_empty() {
                    let own_moves = s == o;
                    let topic =
                        if policy.own_piece_before_opponents() && opponent_first && own_moves {
                            Topic::TouchBothOpponentFirst
                        } else {
                            Topic::TouchBoth
                        };
                    return Some((ms, topic));
                }
            }
            None
        }
        (Some(_), None) => {
            for &s in &own {
                let mut ms = moves_of(s);
                // 1977/1980: castling begun with the rook is valid (Interpretation 6.1 (1971))
                if policy.rook_first_castling_valid() && pos.board().role_at(s) == Some(Role::Rook)
                {
                    let side = match (s.rank() == us.back_rank(), s.file()) {
                        (true, 7) => Some(CastlingSide::KingSide),
                        (true, 0) => Some(CastlingSide::QueenSide),
                        _ => None,
                    };
                    ms.extend(
                        legal
                            .iter()
                            .copied()
                            .filter(|m| side.is_some() && m.castling_side() == side),
                    );
                }
                if !ms.is_empty() {
                    return Some((ms, Topic::TouchOwnPiece));
                }
            }
            None
        }
        (None, Some(_)) => {
            for &s in &theirs {
                let ms = captures_of(s);
                if !ms.is_empty() {
                    return Some((ms, Topic::TouchOpponentPiece));
                }
            }
            None
        }
        (None, None) => None,
    }
}

/// Why touched pieces oblige to nothing, when they do not ([`allowed_moves`] is `None`):
/// king and rook touched for a castling that is illegal, the king without a legal move
/// (no rook move is forced: Interpretation 6.1 (1974); 2018 4.4.3), or no touched piece
/// can be moved or captured.
pub fn free_topic(pos: &Position, touched: &[Square]) -> Topic {
    let us = pos.turn();
    let own = |role: Role| {
        touched.iter().any(|&s| {
            pos.board()
                .piece_at(s)
                .is_some_and(|p| p.color == us && p.role == role)
                && (role != Role::Rook
                    || (s.rank() == us.back_rank() && (s.file() == 0 || s.file() == 7)))
        })
    };
    if own(Role::King) && own(Role::Rook) {
        Topic::CastleNoKingMove
    } else {
        Topic::TouchFree
    }
}

/// 1977/1980: whether more pieces were touched than Art. 8.2 contemplates: (a) pieces of
/// one colour, (b) one of his own and one of his opponent's (Interpretation 8.2 (1974A)).
pub fn more_than_contemplated(pos: &Position, touched: &[Square]) -> bool {
    let us = pos.turn();
    let colour = |s: &Square| pos.board().piece_at(*s).map(|p| p.color == us);
    let own = touched.iter().filter(|s| colour(s) == Some(true)).count();
    let theirs = touched.iter().filter(|s| colour(s) == Some(false)).count();
    own >= 1 && theirs >= 1 && own + theirs > 2
}

/// The rulings on a touch of the piece on `sq` by the player to move, `touched` being
/// every piece he has touched so far, this one included: the moves he must now choose
/// from, or his freedom; and, 1977/1980, more pieces touched than the Laws contemplate.
pub fn rule_touch(
    edition: Edition,
    pos: &Position,
    touched: &[Square],
    sq: Square,
    event: usize,
) -> Vec<Ruling> {
    let mut out = Vec::new();
    if pos.board().piece_at(sq).is_none() {
        out.push(
            Decision::new(
                cite(edition, Topic::TouchFree),
                format!("{} is empty: touching no piece creates no obligation", sq),
                None,
            )
            .at(event),
        );
        return out;
    }
    let c = pos.turn();
    match allowed_moves(edition, pos, touched) {
        Some((allowed, topic)) => {
            let list: Vec<String> = allowed.iter().map(|m| san::to_san(pos, *m)).collect();
            let words = match topic {
                Topic::CastleRookFirst if Policy::of(edition).rook_first_castling_valid() => format!(
                    "{} began castling with the rook: the arbiter warns him, but castling stays valid; he must play one of {}",
                    c,
                    list.join(", ")
                ),
                Topic::CastleOtherSide | Topic::CastleIllegal => format!(
                    "touched {}: castling on that side is illegal, so {} must make another move with his king: one of {}",
                    sq,
                    c,
                    list.join(", ")
                ),
                Topic::TouchBothOpponentFirst => format!(
                    "touched {}: Art. {} applies in its own order, which the Commission declined to change in favour of the capture: {} touched first cannot be taken by it, so {}: one of {}",
                    sq,
                    cite(edition, Topic::TouchBoth),
                    touched
                        .first()
                        .and_then(|&s| pos.board().piece_at(s).map(|p| format!("the {} on {}", p.role.name(), s)))
                        .unwrap_or_else(|| "the opponent's piece".into()),
                    required(pos, touched, &allowed),
                    list.join(", ")
                ),
                // 1977/1980, the rook touched alone: castling stays possible, valid though
                // begun with the rook (Interpretation 6.1 (1971)), beside the rook's own moves
                Topic::TouchOwnPiece
                    if allowed
                        .iter()
                        .any(|m| m.castling_side().is_some() && !touched.contains(&m.from())) =>
                {
                    let (castles, moves): (Vec<Move>, Vec<Move>) =
                        allowed.iter().partition(|m| m.castling_side().is_some());
                    let sans = |v: &[Move]| {
                        v.iter()
                            .map(|m| san::to_san(pos, *m))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    format!(
                        "touched {}: {}: one of {}; or castling, {}, valid though begun with the rook ({})",
                        sq,
                        required(pos, touched, &moves),
                        sans(&moves),
                        sans(&castles),
                        cite(edition, Topic::CastleRookFirst)
                    )
                }
                _ => format!(
                    "touched {}: {}: one of {}",
                    sq,
                    required(pos, touched, &allowed),
                    list.join(", ")
                ),
            };
            // the arbiter's warning for castling begun with the rook
            let warned = (topic == Topic::CastleRookFirst
                && Policy::of(edition).rook_first_castling_valid())
            .then_some(Effect::Penalty { color: c });
            out.push(Decision::new(cite(edition, topic), words, warned).at(event));
        }
        None => {
            let topic = free_topic(pos, touched);
            let words = if topic == Topic::CastleNoKingMove {
                format!("touched {}: castling is illegal and the king has no legal move; no rook move is forced, the player may make any legal move", sq)
            } else {
                format!("touched {}: no touched piece can be moved or captured, the player may make any legal move", sq)
            };
            out.push(Decision::new(cite(edition, topic), words, None).at(event));
        }
    }
    if Policy::of(edition).too_many_touched_penalised()
        && more_than_contemplated(pos, touched)
        && !more_than_contemplated(pos, &touched[..touched.len() - 1])
    {
        out.push(Decision::new(cite(edition, Topic::TouchTooMany), format!("{} has touched more pieces than one of his own and one of his opponent's: besides the obligation above, the arbiter may penalise him at his discretion", c), Some(Effect::Penalty { color: c })).at(event));
    }
    out
}

/// The rulings refusing `m` when the pieces `touched` forbid it: the move is taken back
/// (1977/1980 with the arbiter enforcing the rule himself, Interpretation 8.4 (1974));
/// `None` when the touches allow it.
pub fn rule_move(
    edition: Edition,
    pos: &Position,
    touched: &[Square],
    m: Move,
    event: usize,
) -> Option<Vec<Ruling>> {
    let (allowed, topic) = allowed_moves(edition, pos, touched)?;
    if allowed.contains(&m) {
        return None;
    }
    let list: Vec<String> = allowed.iter().map(|x| san::to_san(pos, *x)).collect();
    let mut out = vec![Decision::new(
        cite(edition, topic),
        format!(
            "{} is refused and taken back: {} ({})",
            san::to_san(pos, m),
            required(pos, touched, &allowed),
            list.join(", ")
        ),
        Some(Effect::Refused),
    )
    .at(event)];
    if Policy::of(edition).arbiter_enforces_touch_move() {
        out.push(Decision::new(cite(edition, Topic::TouchEnforced), format!(
                "the arbiter enforces the touched-piece rule himself, without waiting for a claim by {}",
                pos.turn().other()
            ), None).at(event));
    }
    Some(out)
}

/// 1977/1980: castling after the rook was touched first is valid, but the arbiter warns
/// the player (Interpretation 6.1 (1971)). `touched` counts the king the castling hand
/// touched.
pub fn rule_castling_rook_first(
    edition: Edition,
    pos: &Position,
    touched: &[Square],
    m: Move,
    event: usize,
) -> Option<Ruling> {
    let rook_first = touched
        .first()
        .is_some_and(|&s| pos.board().role_at(s) == Some(Role::Rook));
    let valid = Policy::of(edition).rook_first_castling_valid();
    (valid && m.castling_side().is_some() && rook_first).then(|| {
        Decision::new(cite(edition, Topic::CastleRookFirst), format!(
                "{} began castling with the rook: the arbiter warns him, but the castling {} is valid",
                pos.turn(),
                san::to_san(pos, m)
            ), Some(Effect::Penalty { color: pos.turn() })).at(event)
    })
}

/// What the touched-piece rule requires, in words: "the knight on g1 must be moved", "the
/// knight on c3 must be captured", "the king on e1 must castle on that side".
pub fn required(pos: &Position, touched: &[Square], allowed: &[Move]) -> String {
    let b = pos.board();
    let one = |sq: fn(&Move) -> Square| {
        let first = allowed.first().map(sq)?;
        allowed.iter().all(|m| sq(m) == first).then_some(first)
    };
    // a piece of his own named only when he touched it
    let from = one(|m| m.from()).filter(|f| touched.contains(f));
    let to = one(|m| m.to());
    match (
        from.and_then(|f| b.piece_at(f)),
        to.and_then(|t| b.piece_at(t)),
    ) {
        (Some(p), _) if allowed.iter().all(|m| m.castling_side().is_some()) => format!(
            "the {} on {} must castle on that side",
            p.role.name(),
            from.unwrap_or_else(|| unreachable!())
        ),
        (Some(p), Some(v))
            if from.is_some()
                && v.color != pos.turn()
                && allowed.iter().all(|m| m.is_capture()) =>
        {
            format!(
                "the {} on {} must take the {} on {}",
                p.role.name(),
                from.unwrap_or_else(|| unreachable!()),
                v.role.name(),
                to.unwrap_or_else(|| unreachable!())
            )
        }
        (Some(p), _) if from.is_some() => format!(
            "the {} on {} must be moved",
            p.role.name(),
            from.unwrap_or_else(|| unreachable!())
        ),
        (_, Some(v)) if v.color != pos.turn() && allowed.iter().all(|m| m.is_capture()) => {
            format!(
                "the {} on {} must be captured",
                v.role.name(),
                to.unwrap_or_else(|| unreachable!())
            )
        }
        _ => "a touched piece must be moved or captured".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;
    use crate::laws::articles::cite;

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("square")
    }

    #[test]
    fn interpretation_8_2b_1975_pawn_c5_queen_c4_rook_d6() {
        // White pawn c5, queen c4, Black rook d6: the rook is touched, then the queen.
        // "According to Article 8.2b he can play any move he likes with the queen":
        // the queen cannot take the rook, and 8.2(b) puts a move of one's own piece first.
        let pos = fen::parse("4k3/8/3r4/2P5/2Q5/8/8/4K3 w - - 0 1").expect("fen");
        let (ms, art) =
            allowed_moves(Edition::Fide1977, &pos, &[sq("d6"), sq("c4")]).expect("restricted");
        assert!(
            ms.len() > 1 && ms.iter().all(|m| m.from() == sq("c4")),
            "{ms:?}"
        );
        // the Commission's answer: Article 8.2(b) stands as it is
        assert_eq!(
            cite(Edition::Fide1977, art).to_string(),
            "Interpretation 8.2b (1975)"
        );
        // queen first, then the rook: 8.2(b) itself, the same queen moves
        let (ms2, art) =
            allowed_moves(Edition::Fide1977, &pos, &[sq("c4"), sq("d6")]).expect("restricted");
        assert_eq!(ms2, ms);
        assert_eq!(cite(Edition::Fide1977, art).to_string(), "8.2(b)");
        // 2018 4.3.3: "move or capture the first piece touched": the rook, taken by the pawn
        let (ms, art) =
            allowed_moves(Edition::Fide2018, &pos, &[sq("d6"), sq("c4")]).expect("restricted");
        assert_eq!(ms.len(), 1);
        assert_eq!((ms[0].from(), ms[0].to()), (sq("c5"), sq("d6")));
        assert_eq!(cite(Edition::Fide2018, art).to_string(), "4.3.3");
    }

    #[test]
    fn castling_touches_2018() {
        let pos = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("fen");
        let (ms, art) =
            allowed_moves(Edition::Fide2018, &pos, &[sq("e1"), sq("h1")]).expect("king then rook");
        assert_eq!(ms.len(), 1);
        assert_eq!(ms[0].castling_side(), Some(CastlingSide::KingSide));
        assert_eq!(cite(Edition::Fide2018, art).to_string(), "4.4.1");
        let (ms, art) =
            allowed_moves(Edition::Fide2018, &pos, &[sq("h1"), sq("e1")]).expect("rook then king");
        assert!(ms
            .iter()
            .all(|m| m.from() == sq("h1") && m.castling_side().is_none()));
        assert_eq!(cite(Edition::Fide2018, art).to_string(), "4.4.2");
        // king then rook with castling illegal (f1 attacked): another king move
        let pos = fen::parse("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1").expect("fen");
        let (ms, art) =
            allowed_moves(Edition::Fide2018, &pos, &[sq("e1"), sq("h1")]).expect("4.4.3");
        assert!(ms.iter().all(|m| m.role() == Role::King));
        assert!(ms
            .iter()
            .any(|m| m.castling_side() == Some(CastlingSide::QueenSide)));
        assert_eq!(cite(Edition::Fide2018, art).to_string(), "4.4.3");
    }

    #[test]
    fn nothing_movable_means_free() {
        // the touched bishop is blocked in: any legal move
        let pos = fen::parse("4k3/8/8/8/8/8/PPP5/BR2K3 w - - 0 1").expect("fen");
        assert!(allowed_moves(Edition::Fide2018, &pos, &[sq("a1")]).is_none());
    }
}
