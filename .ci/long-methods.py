#!/usr/bin/env python3
"""Lists every Java method or constructor longer than a limit (80 lines unless told).

    python3 .ci/long-methods.py [--limit N] [FOLDER ...]   # default: every src/main under here

A method's length runs from the line of its name to the line of its closing brace, as a reader
scrolls it; its Javadoc and annotations are not counted. Text in strings, character literals and
comments is skipped, so that a brace in them does not end a method. Prints one line a method,
longest first (lines, file:line, name), and exits 1 when any is found, so that CI can ask.
"""

import argparse
import pathlib
import re
import sys

# A member's declaration: modifiers and a type or type parameters, then a name and its open
# parenthesis. Control words are not names: "if (", "for (" and the like never declare.
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:[\w<>\[\],.?@ ]+\s+)?(\w+)\s*\(")
NOT_NAMES = {"if", "for", "while", "switch", "catch", "synchronized", "return", "new", "try",
             "else", "do", "throw", "case", "yield", "assert"}


def code_only(text):
    """Returns the text with every comment, string and character literal blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "//":
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] in "\"'":
            quote, j = text[i], i + 1
            while j < n and text[j] != quote and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def methods(path):
    """Yields (name, first line, last line) of each method or constructor body in the file."""
    lines = code_only(path.read_text(encoding="utf-8")).split("\n")
    depth = 0
    pending = None  # (name, line) of a declaration whose body has not opened yet
    open_bodies = []  # (name, line, depth inside the body)
    class_depths = set()  # depths at which a class-like body opened
    class_header = False  # a class, record, enum or interface declared whose body is not open
    for number, line in enumerate(lines, start=1):
        match = DECLARATION.match(line)
        at_member_level = (depth in class_depths or depth == 0) and not open_bodies
        if match and match.group(1) not in NOT_NAMES and at_member_level:
            pending = (match.group(1), number)
        if re.search(r"\b(class|interface|enum|record)\s+\w+", line) and not open_bodies:
            pending = None
            class_header = True  # its body opens at the next brace, maybe lines below
        for char in line:
            if char == "{":
                depth += 1
                if class_header:
                    class_depths.add(depth)
                    class_header = False
                elif pending is not None and not open_bodies:
                    open_bodies.append((pending[0], pending[1], depth))
                    pending = None
            elif char == "}":
                if open_bodies and open_bodies[-1][2] == depth:
                    name, first, _ = open_bodies.pop()
                    yield name, first, number
                class_depths.discard(depth)
                depth -= 1
        if ";" in line and not open_bodies:
            pending = None  # an abstract or interface method: no body


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("folders", nargs="*")
    arguments = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    folders = [pathlib.Path(f) for f in arguments.folders] or sorted(root.glob("**/src/main"))
    found = []
    for folder in folders:
        for path in sorted(folder.rglob("*.java")):
            for name, first, last in methods(path):
                length = last - first + 1
                if length > arguments.limit:
                    found.append((length, f"{path}:{first}", name))
    for length, where, name in sorted(found, reverse=True):
        print(f"{length:5d}  {where}  {name}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
