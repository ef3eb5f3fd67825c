import Foundation

extension RandomAccessCollection {
    /// The first index whose element belongs in the second partition, in
    /// log time: `belongsInSecondPartition` must be false for a leading run
    /// of the elements and true for all after it (swift-algorithms' name; a
    /// table's rows and sections and a flow layout's lines are searched so).
    package func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
