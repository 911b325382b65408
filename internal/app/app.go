// Package app assembles the running service from its configuration: Redis, Postgres, the
// model client, the call graph, the turn pipeline and the HTTP routes. serve, demo and the
// end-to-end tests all build the service here, so what is tested is what runs.
package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"

	"claimsline/internal/checkpoint"
	"claimsline/internal/config"
	"claimsline/internal/fakes/fakellm"
	"claimsline/internal/fakes/offline"
	"claimsline/internal/llm"
	"claimsline/internal/metrics"
	"claimsline/internal/postgres"
	"claimsline/internal/privacy"
	"claimsline/internal/record"
	"claimsline/internal/record/audit"
	"claimsline/internal/rerank"
	"claimsline/internal/spoken/dob"
	"claimsline/internal/turn"
	"claimsline/nodes"
	"claimsline/prompts"
	"claimsline/tools"
	"claimsline/transport"
)

// App is the assembled service.
type App struct {
	Config    config.Config
	DB        *postgres.DB
	Redis     redis.UniversalClient
	Calls     *checkpoint.Store
	Snapshots *audit.Writer
	Metrics   *metrics.Metrics
	Pipeline  *turn.Pipeline
	Handler   http.Handler
	Log       *slog.Logger

	mini        *miniredis.Miniredis
	offline     *fakellm.Server
	stopWriter  context.CancelFunc
	writerDone  chan struct{}
	ownDatabase bool
}

// OfflineModel is the model name the offline stand-in answers as.
const OfflineModel = "claimsline-offline-stand-in"

// OfflineNote is what the service says, at start-up and in /readyz, when no model is
// configured and the offline stand-in answers instead.
const OfflineNote = "NO MODEL CONFIGURED: OPENAI_API_KEY is unset, so the offline stand-in (rules, not a real model) " +
	"answers every model turn. Set OPENAI_API_KEY for a real model; REQUIRE_MODEL=true refuses to start without one."

// Options change how the service is assembled, for tests and the demo.
type Options struct {
	// DB, when set, is used instead of opening DatabaseURL; the caller closes it.
	DB *postgres.DB
	// SkipMigrate leaves the schema alone (tests whose database is already migrated).
	SkipMigrate bool
	// Now is the clock the call graph reads (dates of birth are refused in the future and
	// placed against today); nil is the real clock. The evaluation freezes it so a run can be
	// reproduced.
	Now func() time.Time
}

// New assembles the service. It fails with a clear error if a dependency is unreachable.
func New(ctx context.Context, cfg config.Config, log *slog.Logger, opts Options) (*App, error) {
	if err := prompts.Check(); err != nil {
		return nil, fmt.Errorf("app: scripted lines: %w", err)
	}
	// Every line the service logs goes through the mask: no verification factor reaches a log.
	log = privacy.Logger(log)
	a := &App{Config: cfg, Log: log, Metrics: metrics.New()}
	ok := false
	defer func() {
		if !ok {
			a.Close(context.Background())
		}
	}()

	if cfg.RedisURL == "" {
		mini, err := miniredis.Run()
		if err != nil {
			return nil, fmt.Errorf("app: in-process redis: %w", err)
		}
		a.mini = mini
		a.Redis = redis.NewClient(&redis.Options{Addr: mini.Addr()})
		log.Warn("REDIS_URL is unset: using an in-process Redis; call state will not survive a restart and replicas cannot share it")
	} else if cfg.RedisCluster {
		ropts, err := redis.ParseClusterURL(cfg.RedisURL)
		if err != nil {
			return nil, fmt.Errorf("app: REDIS_URL (cluster): %w", err)
		}
		a.Redis = newClusterClient(ropts)
	} else {
		ropts, err := redis.ParseURL(cfg.RedisURL)
		if err != nil {
			return nil, fmt.Errorf("app: REDIS_URL: %w", err)
		}
		// Every Redis call honours its context: a turn stopped by a lapsed lease or a newer
		// request does not sit out a command on a silent connection until the read timeout.
		ropts.ContextTimeoutEnabled = true
		if ropts.ReadBufferSize == 0 && ropts.WriteBufferSize == 0 {
			ropts.ReadBufferSize, ropts.WriteBufferSize = redisBuffer, redisBuffer
		}
		if ropts.PipelineReadBufferSize == 0 && ropts.PipelineWriteBufferSize == 0 {
			ropts.PipelineReadBufferSize, ropts.PipelineWriteBufferSize = redisPipelineBuffer, redisPipelineBuffer
		}
		a.Redis = redis.NewClient(ropts)
	}
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := a.Redis.Ping(pctx).Err(); err != nil {
		return nil, fmt.Errorf("app: redis unreachable: %w", err)
	}
	a.Calls = checkpoint.New(a.Redis, checkpoint.Options{StateTTL: cfg.StateTTL, LockTTL: cfg.LockTTL})

	if opts.DB != nil {
		a.DB = opts.DB
	} else {
		if cfg.DatabaseDefaulted {
			log.Warn("DATABASE_URL is unset: using the local default", "url", config.DefaultDatabaseURL)
		}
		db, err := postgres.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return nil, fmt.Errorf("app: postgres: %w", err)
		}
		a.DB, a.ownDatabase = db, true
	}
	if !opts.SkipMigrate {
		if err := a.DB.Migrate(ctx); err != nil {
			return nil, fmt.Errorf("app: migrate: %w", err)
		}
	}

	modelNote := cfg.Model
	if cfg.Offline() {
		// Never silently without a model: the offline stand-in answers, and says so at
		// start-up, in /readyz and as a metric. REQUIRE_MODEL=true (production) refuses
		// to start instead (config.Load).
		a.offline = fakellm.New(offline.Model)
		cfg.OpenAIBaseURL, cfg.OpenAIKey, cfg.Model = a.offline.URL(), "offline", OfflineModel
		a.Config = cfg
		modelNote = OfflineNote
		a.Metrics.ModelOffline.Set(1)
		log.Warn(OfflineNote)
	}
	model := llm.New(llm.Config{
		BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIKey, Model: cfg.Model, EmbeddingModel: cfg.EmbeddingModel,
		Timeout: cfg.ModelTimeout, Observe: a.Metrics.ObserveModel,
	})
	var reranker tools.Reranker
	if cfg.EmbeddingModel != "" {
		reranker = &rerank.Reranker{Embedder: model}
	}
	key := []byte(cfg.BookingHMACKey)
	if len(key) == 0 {
		shared, err := sharedBookingKey(ctx, a.Redis)
		if err != nil {
			return nil, err
		}
		key = shared
		log.Warn("BOOKING_HMAC_KEY is unset: booking tokens are signed with a random key kept in Redis (" + bookingKeyKey + "); set BOOKING_HMAC_KEY in production")
	}
	g, err := nodes.Build(nodes.Deps{
		Model: model, Customers: a.DB, Claims: a.DB, KB: a.DB, Rerank: reranker, Callbacks: a.DB,
		Booker: &tools.Booker{Calendar: a.DB, Key: key, Office: cfg.OfficeTZ, Now: opts.Now, Log: log},
		Region: cfg.PhoneRegion, Dates: dob.Parser{Order: cfg.DOBOrder, Now: opts.Now},
		TransferNumber: cfg.TransferNumber, Log: log,
		CallbackOutcome: func(outcome string) { a.Metrics.Callbacks.WithLabelValues(outcome).Inc() },
	})
	if err != nil {
		return nil, fmt.Errorf("app: call graph: %w", err)
	}

	// The record is built from the live checkpoint, else the last snapshot; snapshots written
	// after it complete it.
	recorder := &record.Recorder{Store: a.DB, Live: a.Calls, Model: model, Log: log}
	a.Snapshots = audit.NewWriter(record.Completing{Snapshots: a.DB, Recorder: recorder}, cfg.SnapshotQueue, log, func(reason string) {
		a.Metrics.SnapshotsDropped.WithLabelValues(reason).Inc()
	})
	wctx, stop := context.WithCancel(context.WithoutCancel(ctx))
	a.stopWriter, a.writerDone = stop, make(chan struct{})
	go func() { defer close(a.writerDone); a.Snapshots.Run(wctx) }()

	a.Pipeline = turn.New(turn.Deps{
		Calls: turn.Redis(a.Calls), Graph: g, Snapshots: a.Snapshots, Metrics: a.Metrics, Log: log,
		Guard: a.DB,
	}, cfg)
	if cfg.VapiSecret == "" {
		log.Warn("VAPI_SECRET is unset: /webhook refuses every request until it is set")
	}
	srv := &transport.Server{
		Turns:      a.Pipeline,
		Recorder:   recorder,
		ChatAPIKey: cfg.ChatAPIKey,
		VapiSecret: cfg.VapiSecret,
		Ready:      a.Ready,
		Model:      modelNote,
		Metrics:    a.Metrics,
		Log:        log,
	}
	a.Handler = srv.Handler()
	ok = true
	return a, nil
}

// Ready reports whether Redis and Postgres answer.
func (a *App) Ready(ctx context.Context) error {
	return errors.Join(a.Calls.Ping(ctx), a.DB.Ping(ctx))
}

// Close drains the snapshot queue, then closes the pools. Call it after the HTTP server has
// stopped taking requests and finished the turns in flight.
func (a *App) Close(ctx context.Context) {
	if a.Snapshots != nil {
		if err := a.Snapshots.Close(ctx); err != nil {
			a.Log.Warn("snapshot queue not fully drained", "err", err)
		}
		a.stopWriter()
		<-a.writerDone
	}
	if a.DB != nil && a.ownDatabase {
		a.DB.Close()
	}
	if a.Redis != nil {
		_ = a.Redis.Close()
	}
	if a.mini != nil {
		a.mini.Close()
	}
	if a.offline != nil {
		a.offline.Close()
	}
}

// Buffer sizes of each Redis connection, unless REDIS_URL sets them. go-redis gives every
// connection 32 KiB each way, and its pipeline pool 128 KiB; a call's state and its commands
// are a few KB (a larger reply reads past the buffer, it is not cut), and at 200 calls in
// flight the defaults held about 3 MB, which the garbage collector then lets double.
const (
	redisBuffer         = 8 << 10
	redisPipelineBuffer = 16 << 10
)

// newClusterClient opens a Redis Cluster client that finds a promoted replica quickly. By
// default go-redis re-reads the slot map only on a MOVED reply or once a minute, so after a
// master dies every command keeps dialling the dead address until then: the caller would hear
// the busy line for up to a minute. Here any connection failure asks for a reload at once (one
// at a time, cheap), and the map is also refreshed every second while commands flow.
func newClusterClient(opts *redis.ClusterOptions) *redis.ClusterClient {
	opts.ClusterStateReloadInterval = time.Second
	if opts.ReadBufferSize == 0 && opts.WriteBufferSize == 0 {
		opts.ReadBufferSize, opts.WriteBufferSize = redisBuffer, redisBuffer
	}
	cc := redis.NewClusterClient(opts)
	cc.AddHook(reloadOnFailure{cc})
	return cc
}

// reloadOnFailure re-reads the cluster's slot map when a command fails without a Redis reply
// (a dead or unreachable node), so the next command goes to whichever node now holds the slot.
type reloadOnFailure struct{ cc *redis.ClusterClient }

func (h reloadOnFailure) DialHook(next redis.DialHook) redis.DialHook { return next }

func (h reloadOnFailure) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		err := next(ctx, cmd)
		h.check(ctx, err)
		return err
	}
}

func (h reloadOnFailure) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		err := next(ctx, cmds)
		h.check(ctx, err)
		return err
	}
}

func (h reloadOnFailure) check(ctx context.Context, err error) {
	var reply redis.Error
	if err != nil && ctx.Err() == nil && !errors.As(err, &reply) {
		h.cc.ReloadState(ctx)
	}
}

// bookingKeyKey holds the booking signing key that replicas share when BOOKING_HMAC_KEY is
// unset.
const bookingKeyKey = "claimsline:booking-hmac-key"

// sharedBookingKey returns the booking signing key kept in Redis, creating a random one if
// none is there yet. A per-process key would not verify a slot offered by another replica,
// and refusing to start would take the whole line down for want of a setting that only the
// booking step needs; a key in Redis is as safe as the call state beside it, since the thing
// it guards against is a model inventing a slot, and a model cannot read Redis.
func sharedBookingKey(ctx context.Context, rdb redis.UniversalClient) ([]byte, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, fmt.Errorf("app: booking key: %w", err)
	}
	if err := rdb.SetNX(ctx, bookingKeyKey, hex.EncodeToString(fresh), 0).Err(); err != nil {
		return nil, fmt.Errorf("app: booking key in redis: %w", err)
	}
	key, err := rdb.Get(ctx, bookingKeyKey).Result()
	if err != nil {
		return nil, fmt.Errorf("app: booking key in redis: %w", err)
	}
	return []byte(key), nil
}
