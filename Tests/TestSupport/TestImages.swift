import Demo
import Foundation

/// Small image files for tests of modules below Demo, which owns the encoders.
public enum TestImages {
    /// A baseline JPEG of `width` × `height` pixels of one colour.
    public static func solidJPEG(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> Data {
        JPEGEncoder.solid(width: width, height: height, color: RGBColor(red: red, green: green, blue: blue))
    }

    /// A PNG of `width` × `height` pixels shading from `top` to `bottom` (each a red, green, blue triple).
    public static func gradientPNG(
        width: Int, height: Int, top: (UInt8, UInt8, UInt8), bottom: (UInt8, UInt8, UInt8)
    ) -> Data {
        PNGEncoder.gradient(
            width: width, height: height,
            top: RGBColor(red: top.0, green: top.1, blue: top.2),
            bottom: RGBColor(red: bottom.0, green: bottom.1, blue: bottom.2))
    }
}
