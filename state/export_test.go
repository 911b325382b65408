package state

// DecodeFast and DecodeJSON expose Decode's two readers to the tests that hold them together.
var (
	DecodeFast = func(data []byte, c *Call) error { return decodeFast(string(data), c) }
	DecodeJSON = decodeJSON
)
