@_exported import ArrangementKit
