package records

import "encoding/json"

// jsonOf is the statistics' file contents, as SaveStats writes them.
func jsonOf(s Stats) ([]byte, error) {
	s.Version = StatsVersion
	return json.Marshal(s)
}
