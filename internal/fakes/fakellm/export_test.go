package fakellm

// InFlight exposes the number of running handlers to the external
// tests, which use it to prove abandoned requests leave no goroutine behind.
func (s *Server) InFlight() int64 { return s.inFlight.Load() }
