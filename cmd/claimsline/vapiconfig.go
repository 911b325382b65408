package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"claimsline/transport/vapiconfig"
)

// vapiConfig prints the assistant JSON to paste into Vapi. The JSON alone goes to out, so it
// can be piped into a file or an API call; what to fill in goes to stderr.
func vapiConfig(out io.Writer, args []string) error {
	fs := flag.NewFlagSet("vapi-config", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	base := fs.String("url", "", "public https base address of this service (Vapi appends /chat/completions)")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("vapi-config: %w (usage: claimsline vapi-config --url https://HOST)", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("vapi-config: unexpected argument %q (usage: claimsline vapi-config --url https://HOST)", fs.Arg(0))
	}
	a, err := vapiconfig.New(*base)
	if err != nil {
		return err
	}
	raw, err := a.JSON()
	if err != nil {
		return err
	}
	if _, err := out.Write(raw); err != nil {
		return fmt.Errorf("vapi-config: write: %w", err)
	}
	fmt.Fprintf(os.Stderr, "Before pasting: set server.secret to the server's VAPI_SECRET, and replace every %s value "+
		"(transcriber, voice). If CHAT_API_KEY is set on the server, add it as the custom LLM's API key in Vapi.\n", vapiconfig.Placeholder)
	return nil
}
