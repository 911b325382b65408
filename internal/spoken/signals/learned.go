package signals

import (
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// This file holds a learned danger cue: naive Bayes log-odds over the words and word pairs of
// the dev corpora's routing items, live emergencies against everything else. The rules know
// the words their writers met; every fresh writer brought live emergencies in words no rule
// knew, and the rules called them safe. The counted evidence of many small words ("he's",
// "won't", "breathing", "right now", "can't get") carries across writers better than any list:
// trained without one writer and scored on that writer, it finds nearly every live emergency
// (docs/readers.md, "Emergencies: a learned danger cue"). It is only ever a cue, and only for
// words the rules cannot vouch for: an utterance the rules call safe, in words no ordinary
// caller used (Unfamiliar), that the score calls dangerous becomes Unsure, and the model
// decides, exactly as for a danger word the rules cannot place; with no answer it escalates
// instead of going on with the safety line. Words every caller uses are a cue only far higher
// up (VeryDangerous), where on dev no ordinary routing turn reached. nodes.Emergency applies it;
// Assess stays the rules alone, so each can be measured. It never decides an emergency itself,
// and it never clears one.

// dangerText is the learned model, as DangerModel.MarshalText writes it. It is generated,
// never edited by hand: `go test ./internal/eval/readers -run TestDangerWeights -update`
// rewrites it from the dev split, and the same test fails when it is out of date.
//
//go:embed danger.txt
var dangerText string

var danger = func() *DangerModel {
	m, err := parseDangerModel(dangerText)
	if err != nil {
		panic(err)
	}
	return m
}()

// DangerAbove is the log-odds over which unfamiliar words the rules call safe are a danger
// cue. Chosen on dev, trained without each writer and scored on it: at 4, 99% of live
// emergencies are above it and 8% of the unfamiliar non-emergencies the rules call safe
// (docs/readers.md, "Emergencies: a learned danger cue").
const DangerAbove = 4

// Dangerous reports whether the learned cue calls an utterance dangerous.
func Dangerous(utterance string) bool { return danger.Score(utterance) > DangerAbove }

// FamiliarDangerAbove is the far higher line over which words the rules call safe are a danger
// cue even when every caller uses them. Every live emergency still missed on the held-back
// split was in familiar words with no rule cue, where the unfamiliar-words question is never
// asked; but familiar words are what ordinary callers say, so the line is drawn where the cue
// is very sure. Chosen on dev, each routing writer scored by a model trained without it: above
// 20 are 31 of the 41 live emergencies in familiar words the rules leave to the model, and no
// ordinary turn or near-miss the rules call safe in familiar words (0/981, 0/691), with 3 of
// 6,285 phone and date answers (docs/readers.md, "The learned cue on familiar words").
const FamiliarDangerAbove = 20

// VeryDangerous reports whether the learned cue is sure enough of danger to be a cue in
// familiar words (FamiliarDangerAbove).
func VeryDangerous(utterance string) bool { return danger.Score(utterance) > FamiliarDangerAbove }

// DangerModel is naive Bayes over the distinct words and adjacent word pairs of an utterance
// as normalize writes it: a prior log-odds and one weight a feature.
type DangerModel struct {
	prior  float64
	weight map[string]float32
}

// learnedFloor and learnedWeightFloor prune the model: a feature seen in one utterance only
// is that writer's, not the language's, and a feature with little weight either way only
// costs memory.
const (
	learnedFloor       = 2
	learnedWeightFloor = 0.5
)

// TrainDanger learns a DangerModel from live emergencies and from everything else a caller
// says (near-misses, ordinary turns). Each utterance counts a feature once; weights are
// log-odds with add-one smoothing, rounded to two decimals so the generated file is stable.
func TrainDanger(live, other []string) *DangerModel {
	// counts[f] is how many live and how many other utterances hold feature f.
	counts := map[string][2]int{}
	for i, us := range [2][]string{live, other} {
		for _, u := range us {
			eachFeature(normalize(unstammer(u)), func(f []byte) {
				c := counts[string(f)]
				c[i]++
				counts[string(f)] = c
			})
		}
	}
	nl, no := float64(len(live)), float64(len(other))
	m := &DangerModel{prior: round2(math.Log((nl + 1) / (no + 1))), weight: map[string]float32{}}
	for f, c := range counts {
		if c[0]+c[1] < learnedFloor {
			continue
		}
		w := round2(math.Log((float64(c[0])+1)/(nl+2)) - math.Log((float64(c[1])+1)/(no+2)))
		if math.Abs(w) >= learnedWeightFloor {
			m.weight[f] = float32(w)
		}
	}
	return m
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// Score is the log-odds that the utterance is a live emergency: above zero, more like the
// live emergencies the model was trained on than like anything else.
func (m *DangerModel) Score(utterance string) float64 {
	s := m.prior
	eachFeature(normalize(unstammer(utterance)), func(f []byte) {
		s += float64(m.weight[string(f)])
	})
	return s
}

// MarshalText writes the model as the generated file holds it: a "prior" line, then one
// "weight<TAB>feature" line a feature, sorted by feature.
func (m *DangerModel) MarshalText() ([]byte, error) {
	features := make([]string, 0, len(m.weight))
	for f := range m.weight {
		features = append(features, f)
	}
	slices.Sort(features)
	b := []byte("prior\t" + strconv.FormatFloat(m.prior, 'f', 2, 64) + "\n")
	for _, f := range features {
		b = strconv.AppendFloat(b, float64(m.weight[f]), 'f', 2, 32)
		b = append(b, '\t')
		b = append(b, f...)
		b = append(b, '\n')
	}
	return b, nil
}

// parseDangerModel reads what MarshalText writes. Feature keys are substrings of text, so the
// model holds no copy of its words.
func parseDangerModel(text string) (*DangerModel, error) {
	head, rest, _ := strings.Cut(text, "\n")
	p, ok := strings.CutPrefix(head, "prior\t")
	if !ok {
		return nil, fmt.Errorf("signals: danger model: no prior line")
	}
	prior, err := strconv.ParseFloat(p, 64)
	if err != nil {
		return nil, fmt.Errorf("signals: danger model: prior: %w", err)
	}
	m := &DangerModel{prior: prior, weight: make(map[string]float32, strings.Count(rest, "\n"))}
	for line := range strings.Lines(rest) {
		w, f, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if !ok || f == "" {
			return nil, fmt.Errorf("signals: danger model: bad line %q", line)
		}
		x, err := strconv.ParseFloat(w, 32)
		if err != nil {
			return nil, fmt.Errorf("signals: danger model: %q: %w", f, err)
		}
		m.weight[f] = float32(x)
	}
	return m, nil
}

// eachFeature calls f once for each distinct word and each distinct pair of adjacent words
// ("word other") of normalized text. The slice passed is reused: f must copy what it keeps.
// Repeats are found by scanning what came before, which for an utterance's few dozen words
// costs less than a set.
func eachFeature(s string, f func([]byte)) {
	words := strings.Fields(s)
	var buf [64]byte
	for i, w := range words {
		if !slices.Contains(words[:i], w) {
			f(append(buf[:0], w...))
		}
		if i == 0 {
			continue
		}
		prev := words[i-1]
		seen := false
		for j := 1; j < i; j++ {
			if words[j-1] == prev && words[j] == w {
				seen = true
				break
			}
		}
		if !seen {
			f(append(append(append(buf[:0], prev...), ' '), w...))
		}
	}
}
