package ai

import "time"

// The package's tests play whole games with every level: Expert thinks
// for a moment only (its strength is measured by selfplay, not by tests).
func init() { expertBudget = 3 * time.Millisecond }
