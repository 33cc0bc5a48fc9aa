//! Words the rulings share: a count with its noun, a time as people say it. Imports
//! nothing of the engine, so every rule family may use it.

/// "1 move", "3 moves": a count with its noun in the right number.
pub fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A time as people say it: "2 minutes", "1 hour 30 minutes", "45 seconds".
pub fn duration(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60);
    let unit = |n: u64, w: &str| {
        if n == 1 {
            format!("1 {w}")
        } else {
            format!("{n} {w}s")
        }
    };
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(unit(h, "hour"));
    }
    if m > 0 {
        parts.push(unit(m, "minute"));
    }
    if sec > 0 || parts.is_empty() {
        if (1..50).contains(&ms) {
            // "0.0 seconds" would say that no time passed
            return if ms == 1 {
                "1 millisecond".into()
            } else {
                format!("{ms} milliseconds")
            };
        }
        if !ms.is_multiple_of(1000) && h == 0 && m == 0 {
            return format!("{:.1} seconds", ms as f64 / 1000.0);
        }
        parts.push(unit(sec, "second"));
    }
    parts.join(" ")
}
