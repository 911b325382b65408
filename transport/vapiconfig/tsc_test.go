package vapiconfig_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"claimsline/transport/vapiconfig"
)

// tscheck holds a pinned copy of Vapi's server SDK and TypeScript (npm ci --prefix
// transport/vapiconfig/testdata/tscheck; .ci/run does it).
const tscheck = "testdata/tscheck"

// TestOutputTypeChecksAsVapisCreateAssistantDto assigns every printed assistant to Vapi's own
// CreateAssistantDto type and runs tsc: an enum Vapi does not accept (a placeholder provider,
// a field the API no longer has) fails here rather than when an operator pastes it. A
// placeholder is checked to fail too, so the check cannot pass vacuously.
func TestOutputTypeChecksAsVapisCreateAssistantDto(t *testing.T) {
	tsc := filepath.Join(tscheck, "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		msg := "Vapi's SDK types are not installed: npm ci --prefix transport/vapiconfig/" + tscheck
		if os.Getenv("VAPICONFIG_TSC") == "required" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	good := map[string]vapiconfig.Options{
		"defaults":        {URL: "https://claims.example.com"},
		"secret_and_path": {URL: "https://claims.example.com/line", Secret: "s3cret"},
		"assembly_11labs": {URL: "https://claims.example.com", Transcriber: "assembly-ai", Voice: "11labs", VoiceID: "sarah"},
		"deepgram_nova3":  {URL: "https://claims.example.com", TranscriberModel: "nova-3", Voice: "azure", VoiceID: "en-US-JennyNeural"},
	}
	gen := filepath.Join(tscheck, "gen")
	if err := os.RemoveAll(gen); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(gen, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(gen) })
	write := func(name string, raw []byte) {
		src := fmt.Sprintf("import type { Vapi } from \"@vapi-ai/server-sdk\";\nexport const assistant: Vapi.CreateAssistantDto = %s;\n", raw)
		if err := os.WriteFile(filepath.Join(gen, name+".ts"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, o := range good {
		a, err := vapiconfig.Build(o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		raw, err := a.JSON()
		if err != nil {
			t.Fatal(err)
		}
		write(name, raw)
	}
	if out, err := exec.Command(tsc, "-p", tscheck).CombinedOutput(); err != nil {
		t.Fatalf("tsc refuses the printed assistant as Vapi's CreateAssistantDto: %v\n%s", err, out)
	}

	a, _ := vapiconfig.New("https://claims.example.com")
	raw, _ := a.JSON()
	write("placeholder", []byte(strings.Replace(string(raw), `"provider": "deepgram"`, `"provider": "REPLACE_ME: your transcriber"`, 1)))
	out, err := exec.Command(tsc, "-p", tscheck).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "placeholder.ts") {
		t.Fatalf("tsc accepted a placeholder provider; the check has no teeth: %v\n%s", err, out)
	}
}
