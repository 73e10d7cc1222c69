package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
)

// LoadJSON decodes a record of at most limit bytes into v. A missing
// record gives an error wrapping fs.ErrNotExist; any other error names the
// record and what is wrong, in words a player can read ("settings.json is
// damaged (...)").
func LoadJSON(st Store, name string, limit int, v any) error {
	data, err := st.Read(name, limit)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return err
	case errors.Is(err, ErrTooLarge):
		return fmt.Errorf("%s is %w", name, ErrTooLarge)
	case err != nil:
		return fmt.Errorf("%s cannot be read: %w", name, err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s is damaged (%v)", name, err)
	}
	return nil
}

// SaveJSON writes v as a record, indented (the small records, which a
// person may want to read) or compact (a match).
func SaveJSON(st Store, name string, v any, indent bool) error {
	var data []byte
	var err error
	if indent {
		data, err = json.MarshalIndent(v, "", "  ")
	} else {
		data, err = json.Marshal(v)
	}
	if err != nil {
		return err
	}
	return st.Write(name, append(data, '\n'))
}

// KeepAside keeps aside a record the game could not use (see
// Store.KeepAside) and returns the loading error with where the record
// went; when it cannot be moved, the loading error alone.
func KeepAside(st Store, name string, loadErr error) error {
	where, err := st.KeepAside(name)
	if err != nil {
		return loadErr
	}
	return fmt.Errorf("%w; it was kept as %s", loadErr, where)
}
