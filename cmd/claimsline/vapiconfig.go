package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"claimsline/transport/vapiconfig"
)

const vapiConfigUsage = "usage: claimsline vapi-config --url https://HOST [--secret S] [--transcriber P] [--transcriber-model M] [--transcriber-language L] [--voice P] [--voice-id ID]"

// vapiConfig prints the assistant JSON to paste into Vapi. The JSON alone goes to out, so it
// can be piped into a file or an API call; notes go to stderr.
func vapiConfig(out io.Writer, args []string) error {
	fs := flag.NewFlagSet("vapi-config", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o vapiconfig.Options
	fs.StringVar(&o.URL, "url", "", "public https base address of this service (Vapi appends /chat/completions)")
	fs.StringVar(&o.Secret, "secret", os.Getenv("VAPI_SECRET"), "the server's VAPI_SECRET, sent by Vapi with every webhook (default: $VAPI_SECRET)")
	fs.StringVar(&o.Transcriber, "transcriber", vapiconfig.DefaultTranscriber, "Vapi transcriber provider")
	fs.StringVar(&o.TranscriberModel, "transcriber-model", "", "transcriber model (default "+vapiconfig.DefaultTranscriberModel+" for "+vapiconfig.DefaultTranscriber+")")
	fs.StringVar(&o.TranscriberLanguage, "transcriber-language", vapiconfig.DefaultTranscriberLanguage, "transcriber language")
	fs.StringVar(&o.Voice, "voice", vapiconfig.DefaultVoice, "Vapi voice provider")
	fs.StringVar(&o.VoiceID, "voice-id", "", "voice id of that provider (default "+vapiconfig.DefaultVoiceID+" for "+vapiconfig.DefaultVoice+")")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("vapi-config: %w (%s)", err, vapiConfigUsage)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("vapi-config: unexpected argument %q (%s)", fs.Arg(0), vapiConfigUsage)
	}
	a, err := vapiconfig.Build(o)
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
	if o.Secret == "" {
		fmt.Fprintln(os.Stderr, "Note: no secret in server.headers: set VAPI_SECRET (or --secret) to the server's value, or /webhook refuses Vapi's reports.")
	}
	fmt.Fprintln(os.Stderr, "If CHAT_API_KEY is set on the server, add it as the custom LLM's API key in Vapi.")
	return nil
}
