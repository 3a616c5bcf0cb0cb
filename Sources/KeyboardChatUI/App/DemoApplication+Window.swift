import CGtk
import ChatDemoCore

extension DemoApplication {
    /// Makes `chat` the application's window, the first one (`activate`) or the one a compare
    /// switch built: every action reaches it from now on, the live session notes its resizes and
    /// the theme watcher follows it. `old`, the window it replaces, is retired and closed before
    /// the new theme watcher starts, so the old watcher lets go of its window first. A
    /// `repeatable` run (a recording) holds the window still and does not follow the desktop's
    /// colour scheme.
    func install(_ chat: ChatWindow, theme: ThemeOption, repeatable: Bool, replacing old: ChatWindow? = nil) {
        chatWindow = chat
        if let old { retiredWindows.append(old) }
        LiveSession.shared.watchResizes(of: chat.window)
        if repeatable { RepeatableLook.holdStill(chat.window) }
        old?.close()
        themeWatcher = ThemeWatcher(option: theme, window: chat.window, followsDesktop: !repeatable) { [unowned chat] theme in
            Palette.theme = theme
            chat.redraw()
        }
    }
}
