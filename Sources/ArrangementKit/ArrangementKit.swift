@_exported import ArrangementCore
