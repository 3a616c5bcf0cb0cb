import OutputFiles
import StrictJSON
import TerminalText

// The names the script files (`DemoScript`, `ScriptLine`, `ScriptLineParser`) and their
// tests take from the modules split out of ChatDemoCore, so that those files need no imports
// of their own while they are rewritten. Public because the scripts' public API throws
// `InputError`; every other file imports the modules themselves.
public typealias InputError = OutputFiles.InputError
public typealias InputFile = OutputFiles.InputFile
public typealias TextPosition = StrictJSON.TextPosition
public typealias VisibleText = TerminalText.VisibleText
