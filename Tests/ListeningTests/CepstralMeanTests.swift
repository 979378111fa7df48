import Foundation
import Listening
import Testing

/// The cepstral mean, without the model: the prior from `feat.params`, moved only by accepted frames.
@Suite struct CepstralMeanTests {
    static let parameters = """
        -lowerf 130
        -feat 1s_c_d_dd
        -cmn batch
        -varnorm no
        -cmninit 41.00,-5.29,-0.12
        """

    @Test func thePriorIsTheModelsCmninit() {
        #expect(CepstralMean.prior(inFeatureParameters: Self.parameters) == [41, -5.29, -0.12])
        #expect(CepstralMean.prior(inFeatureParameters: "-cmn batch\n") == nil)
        #expect(CepstralMean.prior(inFeatureParameters: "-cmninit 41.00,x\n") == nil)
    }

    @Test func theDecodersParametersTurnNormalizationOffAndKeepTheRest() {
        let own = CepstralMean.withoutNormalization(Self.parameters)
        #expect(own == "-lowerf 130\n-feat 1s_c_d_dd\n-varnorm no\n-cmn none\n")
    }

    @Test func acceptedFramesMoveTheMeanByTheirShareOfThePriorsFrames() {
        var mean = CepstralMean(prior: [40, 0])
        #expect(mean.mean == [40, 0])
        let frames = Array(repeating: [Float(50), 10], count: CepstralMean.priorFrames)
        mean.adapt(with: frames)
        #expect(mean.frames == CepstralMean.priorFrames)
        #expect(mean.mean == [45, 5])
        mean.adapt(with: [[1, 2, 3]])
        #expect(mean.frames == CepstralMean.priorFrames, "a frame of another length is not added")
    }

    @Test func anUtterancesOwnMeanAndNormalization() {
        #expect(CepstralMean.average(of: [[1, 2], [3, 6]]) == [2, 4])
        #expect(CepstralMean.average(of: []) == [])
        #expect(CepstralMean.normalized([5, 7], by: [2, 4]) == [3, 3])
    }
}
