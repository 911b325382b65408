package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"claimsline/prompts"
)

func TestVapiConfig(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{name: "ok", args: []string{"--url", "https://claims.example.com"}},
		{name: "ok with equals", args: []string{"-url=https://claims.example.com/"}},
		{name: "missing", args: nil, wantErr: "--url is required"},
		{name: "http", args: []string{"--url", "http://claims.example.com"}, wantErr: "https://"},
		{name: "no host", args: []string{"--url", "https://"}, wantErr: "no host"},
		{name: "unknown flag", args: []string{"--host", "x"}, wantErr: "usage: claimsline vapi-config"},
		{name: "stray argument", args: []string{"--url", "https://claims.example.com", "extra"}, wantErr: "unexpected argument"},
		{name: "another voice", args: []string{"--url", "https://claims.example.com", "--voice", "11labs", "--voice-id", "sarah", "--secret", "s"}},
		{name: "unknown transcriber", args: []string{"--url", "https://claims.example.com", "--transcriber", "REPLACE_ME"}, wantErr: "not a Vapi transcriber provider"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := vapiConfig(&out, tc.args)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
				}
				if out.Len() > 0 {
					t.Errorf("printed configuration despite the error:\n%s", out.String())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var cfg struct {
				EndCallPhrases []string `json:"endCallPhrases"`
				Model          struct {
					URL string `json:"url"`
				} `json:"model"`
				Server struct {
					URL string `json:"url"`
				} `json:"server"`
			}
			if err := json.Unmarshal(out.Bytes(), &cfg); err != nil {
				t.Fatalf("output is not valid JSON: %v\n%s", err, out.String())
			}
			if len(cfg.EndCallPhrases) != 1 || cfg.EndCallPhrases[0] != prompts.EndCallPhrase {
				t.Errorf("endCallPhrases = %q, want exactly [%q]", cfg.EndCallPhrases, prompts.EndCallPhrase)
			}
			if n := strings.Count(out.String(), prompts.EndCallPhrase); n != 1 {
				t.Errorf("the end-call phrase appears %d times in the output, want once", n)
			}
			if cfg.Model.URL != "https://claims.example.com" || cfg.Server.URL != "https://claims.example.com/webhook" {
				t.Errorf("model url %q, server url %q", cfg.Model.URL, cfg.Server.URL)
			}
		})
	}
}

// TestForensicsArgs checks the argument errors, which are reported before any database is
// opened.
func TestForensicsArgs(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"nothing", nil, "give either one CALL_ID or --recent N"},
		{"two ids", []string{"a", "b"}, "give either one CALL_ID or --recent N"},
		{"both", []string{"--recent", "3", "a"}, "give either one CALL_ID or --recent N"},
		{"negative", []string{"--recent", "-1"}, "must be positive"},
		{"not a number", []string{"--recent", "many"}, "invalid value"},
		{"reveal a list", []string{"--recent", "3", "--reveal"}, "--reveal goes with one CALL_ID"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := forensics(context.Background(), &bytes.Buffer{}, &bytes.Buffer{}, tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("err = %v, want it to mention %q", err, tc.wantErr)
			}
		})
	}
}
