//go:build !js && !nogui

package main

import "rummikub/render"

// setUpPage does nothing outside the browser; see page_js.go.
func setUpPage(*render.App) {}

// markTime does nothing outside the browser; see page_js.go.
func markTime(string) {}
