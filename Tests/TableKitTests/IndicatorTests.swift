import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIActivityIndicatorView's two sizes and hiding while stopped, and
/// UIProgressView's 4-pt bar filled from the leading end.
@Suite(.design(.iOS18)) struct IndicatorTests {
    @Test func activityIndicatorSizes() {
        let medium = ActivityIndicatorView()
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        let large = ActivityIndicatorView(style: .large)
        large.frame = .zero
        large.sizeToFit()
        #expect(large.frame.size == CGSize(width: 37, height: 37))
    }

    @Test func stoppedIndicatorIsHiddenUnlessAskedNotToBe() throws {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(try inkedPixels(spinner) == 0, "stopped and hidden")
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        let spinning = try inkedPixels(spinner)
        #expect(spinning > 50)
        spinner.stopAnimating()
        spinner.hidesWhenStopped = false
        #expect(try inkedPixels(spinner) == spinning, "stopped but shown: the same frame")
    }

    @Test func spokesFadeBehindTheTopOne() throws {
        let spinner = ActivityIndicatorView(style: .large)
        spinner.startAnimating()
        let bitmap = try renderControl(spinner)
        let top = rgb(bitmap, 18.5, 5)[0], left = rgb(bitmap, 5, 18.5)[0], right = rgb(bitmap, 32, 18.5)[0]
        // Spinning clockwise, the spokes just behind the head (on its left) are darker than those ahead of it.
        #expect(top < left && left < right)
    }

    @Test func progressBarIsFourPointsAndFillsFromTheLeadingEnd() throws {
        let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        bar.sizeToFit()
        #expect(bar.frame.size == CGSize(width: 200, height: 4))
        bar.setProgress(0.3, animated: false)
        #expect(abs(bar.progressRect.width - 60) < 0.001 && bar.progressRect.minX == 0 && bar.progressRect.height == 4)
        bar.progress = 2
        #expect(bar.progressRect.width == 200)
        let mirrored = inRightToLeft(ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4)))
        mirrored.progress = 0.3
        #expect(abs(mirrored.progressRect.minX - 140) < 0.001)
        let bitmap = try renderControl(mirrored)
        #expect(close(rgb(bitmap, 190, 2), rgb(.systemBlue, .light)))
        #expect(close(rgb(bitmap, 10, 2), [228, 228, 230]), "systemFill track")
    }

    private func inkedPixels(_ view: View) throws -> Int {
        let bitmap = try renderControl(view)
        return (0..<bitmap.pixelHeight).reduce(0) { count, y in
            count + (0..<bitmap.pixelWidth).filter { bitmap.pixel(x: $0, y: y).red < 250 }.count
        }
    }
}
