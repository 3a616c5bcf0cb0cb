/// The emoji the drawn emoji keyboard offers, in iOS's category order
/// (smileys, people, animals, food, activity, travel, objects, symbols),
/// with each category's bar icon. A sample of each category, not Unicode's
/// full list: enough columns that the grid scrolls as iOS's does.
public enum EmojiCatalog {
    public static let standard: [EmojiGrid.Category] = [
        .init(name: "smileys", icon: "😀", emoji: words("""
            😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😗 😙 😚 😋 😛 😝 😜 🤪 🤨 🧐 🤓 😎 🤩 \
            🥳 😏 😒 😞 😔 😟 😕 🙁 😣 😖 😫 😩 🥺 😢 😭 😤 😠 😡 🤬 🤯
            """)),
        .init(name: "people", icon: "👋", emoji: words("""
            👋 🤚 🖐 ✋ 🖖 👌 🤌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ 👍 👎 ✊ 👊 🤛 🤜 👏 🙌 👐 🤲 🤝 🙏 💪
            """)),
        .init(name: "animals", icon: "🐶", emoji: words("""
            🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 🐧 🐦 🐤 🦆 🦅 🦉 🦇 🐺 🐗 🐴 🦄 🐝 🐛 🦋 🌹 🌻 🍀 🌲 🌵
            """)),
        .init(name: "food", icon: "🍏", emoji: words("""
            🍏 🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🫐 🍈 🍒 🍑 🥭 🍍 🥥 🥝 🍅 🍆 🥑 🥦 🥬 🥒 🌶 🌽 🥕 🥐 🍞 🧀 🍕 🍔 🍟 🍺 ☕
            """)),
        .init(name: "activity", icon: "⚽", emoji: words("""
            ⚽ 🏀 🏈 ⚾ 🥎 🎾 🏐 🏉 🥏 🎱 🏓 🏸 🏒 🏑 🥍 🏏 ⛳ 🏹 🎣 🥊 🎉 🎊 🎈 🎁 🏆
            """)),
        .init(name: "travel", icon: "🚗", emoji: words("""
            🚗 🚕 🚙 🚌 🚎 🏎 🚓 🚑 🚒 🚐 🚚 🚛 🚜 🚲 🛴 🚨 🚔 🚍 🚘 🚖 ✈️ 🚀 🛸 🚁 ⛵
            """)),
        .init(name: "objects", icon: "💡", emoji: words("""
            ⌚ 📱 💻 ⌨️ 🖥 🖨 🖱 💽 💾 💿 📷 📹 🎥 📞 ☎️ 📺 📻 🧭 ⏰ 💡 🔦 🕯 💸 💵 ✉️
            """)),
        .init(name: "symbols", icon: "❤️", emoji: words("""
            ❤️ 🧡 💛 💚 💙 💜 🖤 🤍 🤎 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 ✨ 🔥 ⭐ 🌟 💯 ✅ ❌
            """)),
    ]

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
