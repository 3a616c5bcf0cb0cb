# Prints an application's AT-SPI tree, one "role: name" per line indented by
# depth, as a screen reader (Orca) sees it: AccessibilityTests' probe.
# Usage: atspi-walk.py APPLICATION-NAME
import sys, time, pyatspi
def find_app(name, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.3)
    return None
def walk(node, depth=0, out=None):
    out.append((depth, node.getRoleName(), node.name))
    for i in range(node.childCount):
        c = node.getChildAtIndex(i)
        if c is not None: walk(c, depth + 1, out)
    return out
app = find_app(sys.argv[1])
if app is None:
    print("no app", [a.name for a in pyatspi.Registry.getDesktop(0) if a]); sys.exit(1)
for d, role, name in walk(app, 0, []):
    print("  " * d + role + ": " + name)
