// Package forensics prints what happened on a call, from the durable record in Postgres, for
// the operator who has to answer "what did the agent do on that call?".
//
// It reads only: the per-turn snapshots (call_snapshots), the one call record
// (call_records) and the recent-calls view. Snapshots are the source of truth for a call's
// path because they are written on every turn, even when the end-of-call webhook never
// arrives; the call record, when present, adds Vapi's side of the story and the summary.
//
// The same formatting is used by `claimsline forensics` and by `claimsline demo`, so the
// demo shows operators exactly what they will see on a real call.
//
// What the caller and the agent said, and the summary, are masked (privacy.Mask) unless the
// operator asks to see them whole: an operator answering "what did the agent do?" rarely needs
// the caller's phone number or date of birth, and a screen is read over shoulders.
package forensics

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"claimsline/internal/domain"
	"claimsline/internal/postgres"
	"claimsline/internal/privacy"
	callrecord "claimsline/internal/record"
	"claimsline/state"
)

// ErrUnknownCall is returned for a call id that has neither snapshots nor a call record, so
// the command can exit non-zero with a message instead of printing an empty timeline that
// looks like a call where nothing happened.
var ErrUnknownCall = errors.New("forensics: unknown call")

// Reader is what forensics reads; *postgres.DB satisfies it. An interface keeps the formatting
// testable without caring how rows were produced.
type Reader interface {
	Snapshots(ctx context.Context, callID string) ([]domain.Snapshot, error)
	CallRecord(ctx context.Context, callID string) (domain.CallRecord, error)
	RecentCalls(ctx context.Context, n int) ([]domain.CallSummary, error)
	BookingsForCall(ctx context.Context, callID string) ([]domain.InspectionBooking, error)
	ReconcileFor(ctx context.Context, callID string) (domain.ReconcileTask, error)
}

// Open connects to the database at url without creating it or migrating it. A read-only
// operator tool must not create an empty database as a side effect of a typo in
// DATABASE_URL; it should say the database is missing.
func Open(ctx context.Context, url string) (*postgres.DB, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("forensics: parse database url: %w", err)
	}
	// One operator query at a time; no need for a pool's worth of connections.
	cfg.MaxConns = 2
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("forensics: open %s: %w", where(cfg), err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("forensics: connect to %s: %w", where(cfg), err)
	}
	return &postgres.DB{Pool: pool}, nil
}

// where names a database for messages, never with its password.
func where(cfg *pgxpool.Config) string {
	c := cfg.ConnConfig
	return fmt.Sprintf("postgres %s:%d database=%s", c.Host, c.Port, c.Database)
}

// hint adds the likely fix to errors an operator will meet: a database that was never
// migrated has no call tables.
func hint(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "42P01" { // undefined_table
		return fmt.Errorf("%w (is the schema migrated? run: claimsline migrate)", err)
	}
	return err
}

// Call prints one call's turn-by-turn timeline followed by its call record, if any, with the
// words masked unless reveal is set. It returns ErrUnknownCall (wrapped, naming the id) when
// the database knows nothing of it.
func Call(ctx context.Context, db Reader, w io.Writer, callID string, reveal bool) error {
	snaps, err := db.Snapshots(ctx, callID)
	if err != nil {
		return fmt.Errorf("forensics: read snapshots of %s: %w", callID, hint(err))
	}
	rec, err := db.CallRecord(ctx, callID)
	hasRecord := err == nil
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		return fmt.Errorf("forensics: read call record of %s: %w", callID, hint(err))
	}
	if len(snaps) == 0 && !hasRecord {
		return fmt.Errorf("%w: no snapshots and no call record for call id %q (ids are Vapi's call.id; try: claimsline forensics --recent 20)", ErrUnknownCall, callID)
	}
	words := privacy.Mask
	if reveal {
		words = func(s string) string { return s }
	}
	if len(snaps) == 0 {
		fmt.Fprintf(w, "Call %s: no snapshots (no turn reached the agent, or they were not written)\n\n", callID)
	} else {
		timeline(w, snaps, words)
	}
	fmt.Fprintln(w)
	insp, err := callrecord.Inspection(ctx, db, callID)
	if err != nil {
		return fmt.Errorf("forensics: read inspection bookings of %s: %w", callID, hint(err))
	}
	if insp != "" {
		fmt.Fprintf(w, "Inspection (calendar of record): %s\n\n", insp)
	}
	if !hasRecord {
		fmt.Fprintln(w, "No call record yet: the end-of-call webhook has not been received for this call.")
		return nil
	}
	record(w, rec, words)
	return nil
}

// Recent prints the latest n calls with their outcome.
func Recent(ctx context.Context, db Reader, w io.Writer, n int) error {
	calls, err := db.RecentCalls(ctx, n)
	if err != nil {
		return fmt.Errorf("forensics: recent calls: %w", hint(err))
	}
	RecentTable(w, calls)
	return nil
}

// Timeline prints every snapshot of a call in order, one block per turn: when, which path
// through the graph, what verification and routing stood at, how the turn ended, and the
// words on both sides, masked. A turn number that repeats is a caller's continued utterance.
func Timeline(w io.Writer, snaps []domain.Snapshot) { timeline(w, snaps, privacy.Mask) }

// timeline is Timeline with words deciding what the caller's and agent's words show.
func timeline(w io.Writer, snaps []domain.Snapshot, words func(string) string) {
	if len(snaps) == 0 {
		fmt.Fprintln(w, "(no snapshots)")
		return
	}
	first, last := snaps[0], snaps[len(snaps)-1]
	fmt.Fprintf(w, "Call %s: %d snapshots, %d caller turns, %s to %s (%s)\n",
		first.CallID, len(snaps), turns(snaps), stamp(first.CreatedAt), last.CreatedAt.UTC().Format("15:04:05.000"),
		last.CreatedAt.Sub(first.CreatedAt).Round(time.Millisecond))
	for i, s := range snaps {
		repeat := ""
		if i > 0 && snaps[i-1].TurnNumber == s.TurnNumber {
			repeat = " (continued)"
		}
		fmt.Fprintf(w, "\n%s  +%-8s turn %d%s  %s\n", s.CreatedAt.UTC().Format("15:04:05.000"),
			s.CreatedAt.Sub(first.CreatedAt).Round(time.Millisecond), s.TurnNumber, repeat, path(s))
		fmt.Fprintf(w, "    verified: %-3s  intent: %-8s  ended: %-22s  ends_call: %-3s  fallback: %-3s  model/tool calls: %d/%d\n",
			yes(s.Authenticated), dash(s.Intent), dash(s.EndedReason), yes(s.EndsCall), yes(s.Fallback), s.ModelCalls, s.ToolCalls)
		if s.TurnNumber == 0 && s.Utterance == "" {
			fmt.Fprintln(w, "    caller: (opening line request: nothing said yet)")
		} else {
			fmt.Fprintf(w, "    caller: %s\n", quoteOrDash(words(s.Utterance)))
		}
		fmt.Fprintf(w, "    agent:  %s\n", quoteOrDash(words(s.Reply)))
	}
	if anomalies := Anomalies(snaps); len(anomalies) > 0 {
		fmt.Fprintln(w)
		for _, a := range anomalies {
			fmt.Fprintln(w, "ANOMALY:", a)
		}
	}
}

// Table prints a call's snapshots as one line per turn, the compact view the demo shows
// under the dialogue.
func Table(w io.Writer, snaps []domain.Snapshot) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TURN\tNODES\tVERIFIED\tINTENT\tENDED_REASON\tENDS_CALL\tFALLBACK")
	for _, s := range snaps {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", s.TurnNumber, path(s), yes(s.Authenticated),
			dash(s.Intent), dash(s.EndedReason), yes(s.EndsCall), yes(s.Fallback))
	}
	_ = tw.Flush() // the writer is the terminal or a buffer; nothing useful to do on error
}

// Record prints a call record field by field, its summary masked.
func Record(w io.Writer, r domain.CallRecord) { record(w, r, privacy.Mask) }

func record(w io.Writer, r domain.CallRecord, words func(string) string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(k, v string) { fmt.Fprintf(tw, "  %s\t%s\n", k, v) }
	fmt.Fprintln(w, "Call record (call_records):")
	row("call_id", r.CallID)
	row("outcome", dash(r.Outcome))
	row("ended_reason", dash(r.EndedReason)+"   (Vapi: "+dash(r.VapiEndedReason)+")")
	who := "no"
	if r.Authenticated {
		who = "yes: " + strings.TrimSpace(r.CustomerName+" ("+r.CustomerID+")")
	}
	row("verified", who)
	claims := "-"
	if len(r.ClaimsDiscussed) > 0 {
		claims = strings.Join(r.ClaimsDiscussed, ", ")
	}
	row("claims_discussed", claims)
	row("turn_count", fmt.Sprint(r.TurnCount))
	span := "-"
	if r.StartedAt != nil && r.EndedAt != nil {
		span = fmt.Sprintf("%s to %s (%s)", stamp(*r.StartedAt), r.EndedAt.UTC().Format("15:04:05"), r.EndedAt.Sub(*r.StartedAt).Round(time.Second))
	} else if r.StartedAt != nil {
		span = "started " + stamp(*r.StartedAt)
	}
	row("call", span)
	row("inspection", dash(r.Inspection))
	row("summary", dash(words(r.Summary)))
	row("vapi_summary", dash(words(r.VapiSummary)))
	row("recording_url", dash(r.RecordingURL))
	row("recorded", fmt.Sprintf("%s (updated %s)", stamp(r.CreatedAt), stamp(r.UpdatedAt)))
	_ = tw.Flush()
}

// RecentTable prints the recent-calls view, newest first.
func RecentTable(w io.Writer, calls []domain.CallSummary) {
	if len(calls) == 0 {
		fmt.Fprintln(w, "No calls recorded yet.")
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "LAST TURN (UTC)\tCALL ID\tTURNS\tVERIFIED\tCUSTOMER\tINTENT\tENDED_REASON\tOUTCOME")
	for _, c := range calls {
		outcome := c.Outcome
		if !c.HasRecord {
			outcome = "(no record yet)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", stamp(c.LastTurnAt), c.CallID, c.Turns,
			yes(c.Authenticated), dash(c.CustomerID), dash(c.Intent), dash(c.EndedReason), dash(outcome))
	}
	_ = tw.Flush()
}

// Anomalies lists what should never appear in a call's snapshots, for the operator's eye: a
// turn that said the end-call phrase but was not the last one (Vapi hung up, yet the call
// went on, or the phrase leaked into a line meant to keep the call open), and an ended
// reason recorded on a turn that did not end the call (a live transfer excepted: Vapi moves
// that call to a person instead of hanging up, so its line carries no end-call phrase).
func Anomalies(snaps []domain.Snapshot) []string {
	var out []string
	for i, s := range snaps {
		if s.EndsCall && i < len(snaps)-1 {
			out = append(out, fmt.Sprintf("turn %d said the end-call phrase but %d more snapshot(s) follow it", s.TurnNumber, len(snaps)-1-i))
		}
		if s.EndedReason != "" && s.EndedReason != state.EndedTransferred && !s.EndsCall {
			out = append(out, fmt.Sprintf("turn %d records ended_reason %q but its reply does not end the call", s.TurnNumber, s.EndedReason))
		}
	}
	return out
}

// turns counts the caller's turns: distinct turn numbers after the opening line (turn 0),
// the way call_records.turn_count counts them.
func turns(snaps []domain.Snapshot) int {
	seen := map[int]bool{}
	for _, s := range snaps {
		if s.TurnNumber > 0 {
			seen[s.TurnNumber] = true
		}
	}
	return len(seen)
}

func path(s domain.Snapshot) string {
	if len(s.Nodes) == 0 {
		if s.TurnNumber == 0 {
			return "(opening line)"
		}
		return "(no nodes)"
	}
	return strings.Join(s.Nodes, " > ")
}

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05Z") }

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func quoteOrDash(s string) string {
	if s == "" {
		return "-"
	}
	return "\"" + s + "\""
}
