"""What Go's encoding/json and time packages write, for the Forge samples (copied from forge-notes/generator,
with float64, RFC 3339 without fraction and the snapshot file name's time stamp added).

    marshal_indent(v)      json.MarshalIndent(v, "", "  ")
    GoTime.rfc3339_nano()  time.Time's MarshalJSON (RFC 3339, nanoseconds,
                           trailing zeros of the fraction dropped, "Z" or
                           "+hh:mm")

Go values are modelled as:

    Struct([(name, value), ...])  fields in declaration order
    dict                          map[string]T: keys sorted, as Go sorts them
    list / tuple                  slice; None is a nil slice or map: null
    str, int, bool, GoTime

Strings are escaped as Go escapes them (Go 1.22 and later): \\" \\\\ \\n \\r \\t
\\b \\f, other control characters as \\u00xx, the HTML-sensitive < > & as
\\u003c \\u003e \\u0026, U+2028 and U+2029 as \\u2028 \\u2029; everything else,
non-BMP characters included, is written as raw UTF-8.
"""

from datetime import datetime, timedelta, timezone


class Struct:
    def __init__(self, fields):
        self.fields = list(fields)


class GoTime:
    """A wall-clock instant with nanoseconds and a fixed UTC offset."""

    def __init__(self, unix_ns: int, offset_minutes: int = 0):
        self.unix_ns = unix_ns
        self.offset_minutes = offset_minutes

    @classmethod
    def of(cls, year, month, day, hour, minute, second, nanos=0, offset_minutes=0):
        tz = timezone(timedelta(minutes=offset_minutes))
        seconds = int(datetime(year, month, day, hour, minute, second, tzinfo=tz).timestamp())
        return cls(seconds * 1_000_000_000 + nanos, offset_minutes)

    def plus(self, nanos: int) -> "GoTime":
        return GoTime(self.unix_ns + nanos, self.offset_minutes)

    def unix_milli(self) -> int:
        return self.unix_ns // 1_000_000

    def rfc3339_nano(self) -> str:
        seconds, nanos = divmod(self.unix_ns, 1_000_000_000)
        tz = timezone(timedelta(minutes=self.offset_minutes))
        text = datetime.fromtimestamp(seconds, tz).strftime("%Y-%m-%dT%H:%M:%S")
        if nanos:
            text += "." + f"{nanos:09d}".rstrip("0")
        if self.offset_minutes == 0:
            return text + "Z"
        sign = "+" if self.offset_minutes > 0 else "-"
        hours, minutes = divmod(abs(self.offset_minutes), 60)
        return f"{text}{sign}{hours:02d}:{minutes:02d}"


_SHORT = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
          "\b": "\\b", "\f": "\\f"}


def go_string(s: str) -> str:
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch in _SHORT:
            out.append(_SHORT[ch])
        elif code < 0x20 or ch in "<>&":
            out.append(f"\\u{code:04x}")
        elif code in (0x2028, 0x2029):
            out.append(f"\\u{code:04x}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\\ufffd")  # Go writes invalid UTF-8 as U+FFFD
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def go_float(f: float) -> str:
    """encoding/json's float64: the shortest repr, no ".0" on whole numbers, exponents only outside 1e-6..1e21."""
    if f == int(f) and abs(f) < 1e21:
        return str(int(f))
    text = repr(f)
    if "e" in text:
        mantissa, exp = text.split("e")
        exp = int(exp)
        if -6 <= exp < 21:
            return format(f, "f").rstrip("0").rstrip(".")
        return f"{mantissa}e{'-' if exp < 0 else '+'}{abs(exp):02d}"
    return text


def rfc3339(t) -> str:
    """time.Time.Format(time.RFC3339): seconds, "Z" or "+hh:mm"."""
    text = t.rfc3339_nano()
    if "." in text:
        head, rest = text.split(".", 1)
        tail = rest.lstrip("0123456789")
        text = head + tail
    return text


def stamp(t) -> str:
    """time.Time.Format("20060102-150405") in the instant's own offset."""
    seconds = t.unix_ns // 1_000_000_000
    tz = timezone(timedelta(minutes=t.offset_minutes))
    return datetime.fromtimestamp(seconds, tz).strftime("%Y%m%d-%H%M%S")


def marshal_indent(value, indent: str = "  ") -> str:
    return _encode(value, indent, 0)


def _encode(value, indent, depth) -> str:
    pad, inner = indent * depth, indent * (depth + 1)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return go_float(value)
    if isinstance(value, str):
        return go_string(value)
    if isinstance(value, GoTime):
        return go_string(value.rfc3339_nano())
    if isinstance(value, (Struct, dict)):
        pairs = value.fields if isinstance(value, Struct) else sorted(value.items())
        if not pairs:
            return "{}"
        items = [f"{inner}{go_string(k)}: {_encode(v, indent, depth + 1)}" for k, v in pairs]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        items = [inner + _encode(v, indent, depth + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    raise TypeError(f"no Go encoding for {type(value).__name__}")
