// The test-target half of the package's testing support: `assertSnapshot`, audit findings as
// Swift Testing issues, and `Pose` as a test argument. Everything else — devices, the simulator,
// renderers, invariants, scenarios, the audit engine and snapshot values — lives in
// ArrangementSimulator, which has no `Testing` import so executables can depend on it; a test
// target keeps writing `import ArrangementTesting` and sees all of it (and ArrangementKit).
@_exported import ArrangementSimulator
