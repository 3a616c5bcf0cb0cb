import ChatDemoCore
import CGtk
import Keyboard

/// Draws the reviewer's caption (`ReviewCaption`: strategy, case, slow motion) in small grey
/// text on its own line of the navigation bar, under the title (`NavigationBarRenderer`), in
/// the theme's caption grey (`Theme.captionText`): the title's black faded to 55 % looked
/// right but its antialiased stems read at only 3.3:1 on the light bar.
@MainActor
enum ReviewCaptionRenderer {
    private static let style = TextStyle("Sans 8")
    /// The caption's line height (Pango's logical size), for placing it under the title.
    static func height(of caption: String, on cr: OpaquePointer) -> Double {
        style.size(of: caption, on: cr).height
    }

    /// Centred on `centre`: the longest of the caption's wordings that fits in `maximumWidth`
    /// (`ReviewCaption.fitted`), so a phrase is left out whole rather than cut; only a pane too
    /// narrow for even the shortest ends it in "…". Returns the text drawn.
    @discardableResult
    static func draw(_ caption: ReviewCaption, centre: Point, maximumWidth: Double, painter: Painter) -> String {
        let shown = caption.fitted(maximumWidth: maximumWidth) { style.size(of: $0, on: painter.cr).width }
            ?? caption.wordings[caption.wordings.count - 1]
        style.drawCentred(shown, on: painter.cr, x: centre.x, y: centre.y,
                          colour: Colour(Palette.theme.captionText), maximumWidth: maximumWidth)
        return shown
    }
}

extension StagePainter {
    /// The caption for `frame`: the scene's strategy, its platform (`captionPlatform`), the
    /// slow motion the frame was made at and the frame's case.
    func reviewCaption(_ frame: SceneFrame, scene: ChatScene) -> ReviewCaption {
        ReviewCaption(frame: frame, strategy: scene.strategy, platform: Self.captionPlatform(of: scene),
                      slowMotionFactor: captionSlowMotionFactor)
    }

    /// The platform the caption names: every pane's in compare mode across platforms, else the
    /// platform or "tuned" when the motion is not iOS's (`MotionProfile.captionPart`).
    static func captionPlatform(of scene: ChatScene) -> String? {
        scene.captionNamesPlatform ? scene.profile.platform?.rawValue ?? "tuned" : scene.profile.captionPart
    }

    /// Compare mode's label for the pane showing `scene`: its strategy, and its platform when the
    /// panes' platforms differ.
    static func paneLabel(of scene: ChatScene) -> PaneLabel {
        PaneLabel(strategy: scene.strategy, platform: scene.captionNamesPlatform ? captionPlatform(of: scene) : nil)
    }

    /// What a video's title says of this pane: its strategy and the platform its caption names.
    static func videoName(of scene: ChatScene) -> String {
        PaneLabel(strategy: scene.strategy, platform: captionPlatform(of: scene)).text
    }
}
