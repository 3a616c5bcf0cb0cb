import Testing
@testable import OutputFiles

/// A file over its limit is told in units that can be set side by side: the size in decimal
/// units and the limit in binary ones, each with its exact bytes.
@Suite struct SizeLimitMessageTests {
    @Test func sizesShowThreeDigitsAndTheirBytes() {
        #expect(InputFile.describe(size: 1_057_303_959) == "1.06 GB (1 057 303 959 bytes)")
        #expect(InputFile.describe(size: (1 << 30) + 1) == "1.07 GB (1 073 741 825 bytes)")
        #expect(InputFile.describe(size: 67_108_865) == "67.1 MB (67 108 865 bytes)")
        #expect(InputFile.describe(size: 999) == "999 bytes")
    }

    @Test func limitsShowWholeBinaryUnitsAndTheirBytes() {
        #expect(InputFile.describe(limit: 1 << 30) == "1 GiB (1 073 741 824 bytes)")
        #expect(InputFile.describe(limit: 64 << 20) == "64 MiB (67 108 864 bytes)")
        #expect(InputFile.describe(limit: 1_000) == "1 000 bytes")
    }
}
