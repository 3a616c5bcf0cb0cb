# Prints an application's AT-SPI tree, one "role: name" per line indented by
# depth, as a screen reader (Orca) sees it: AccessibilityTests' probe.
# Usage: atspi-walk.py APPLICATION-NAME [LINE] [--descriptions]
# With LINE ("push button: q"), walks again until the tree holds it (the app
# got that far: its keyboard is up), and prints that tree; exit 1 if it never
# does within the timeout, printing the last tree walked. With --descriptions,
# each node's description follows it, a "description: " line per line of it.
import sys, time, pyatspi
TIMEOUT = 30
POLL = 0.3
def find_app(name, timeout=TIMEOUT):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(POLL)
    return None
def walk(node, depth=0, out=None):
    out.append((depth, node.getRoleName(), node.name, node.description or ""))
    for i in range(node.childCount):
        c = node.getChildAtIndex(i)
        if c is not None: walk(c, depth + 1, out)
    return out
app = find_app(sys.argv[1])
if app is None:
    print("no app", [a.name for a in pyatspi.Registry.getDesktop(0) if a]); sys.exit(1)
awaited = sys.argv[2] if len(sys.argv) > 2 else None
end = time.time() + TIMEOUT
while True:
    tree = walk(app, 0, [])
    found = awaited is None or any(role + ": " + name == awaited for _, role, name, _ in tree)
    if found or time.time() >= end: break
    time.sleep(POLL)
describe = "--descriptions" in sys.argv[3:]
for d, role, name, description in tree:
    print("  " * d + role + ": " + name)
    if describe and description:
        for line in description.split("\n"): print("  " * (d + 1) + "description: " + line)
if not found:
    print("never found: " + awaited, file=sys.stderr); sys.exit(1)
