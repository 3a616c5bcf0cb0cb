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

    /// Centred on `centre`; a caption wider than `maximumWidth` ends in "…".
    static func draw(_ caption: String, centre: Point, maximumWidth: Double, painter: Painter) {
        style.drawCentred(caption, on: painter.cr, x: centre.x, y: centre.y,
                          colour: Colour(Palette.theme.captionText), maximumWidth: maximumWidth)
    }
}

extension StagePainter {
    /// The caption for `frame`: the scene's strategy, the platform or "tuned" when the motion is
    /// not iOS's (`MotionProfile.captionPart`), the window's slow motion and the frame's case.
    func reviewCaption(_ frame: SceneFrame, scene: ChatScene) -> String {
        let platform = scene.captionNamesPlatform ? scene.profile.platform?.rawValue ?? "tuned" : scene.profile.captionPart
        return ReviewCaption(frame: frame, strategy: scene.strategy, platform: platform, slowMotionFactor: slowMotionFactor).text
    }
}
