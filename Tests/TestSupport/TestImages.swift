import Demo
import Foundation

/// Small image files for tests of modules below Demo, which owns the encoders.
public enum TestImages {
    /// A baseline JPEG of `width` × `height` pixels of one colour.
    public static func solidJPEG(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> Data {
        JPEGEncoder.solid(width: width, height: height, color: RGBColor(red: red, green: green, blue: blue))
    }
}
