import ChatLayout

/// The demo's streaming reply: `receive-stream TEXT MS` and the menu item append a
/// reply from "them" that grows over MS milliseconds of animation time below the message it
/// answers, which `ChatLayoutState+Stream` pins near the top with blank space below. Each frame
/// (`frame(at:)`) first reveals what the time says, re-measuring the bubble; the scene is not
/// at rest until the whole reply is in, so the frame clock ticks while it grows and stops after.
///
/// Nothing is lost: a send during a stream stops the reply where it is (what arrived stays in
/// the conversation, as ChatGPT's stop keeps it) and the sent message is kept and pinned in turn;
/// a new reply during one stops the first the same way.
extension ChatScene {
}
