// Command ferretdb-embedded runs FerretDB 1.x (SQLite handler) embedded in a
// small program of our own, so CI and the repository contract tests have a
// real MongoDB-wire server on loopback.
//
// FerretDB's own command cannot be used from the module: its build/version
// files are generated at release time, and `go install` yields a binary that
// panics at start. The embeddable package does not need them.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on (host:port)")
	data := flag.String("data", "", "directory for the SQLite databases (required)")
	logLevel := flag.String("log-level", "error", "log level: debug, info, warn or error")
	flag.Parse()

	if err := run(*listen, *data, *logLevel); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb-embedded: %v\n", err)
		os.Exit(1)
	}
}

func run(listen, data, logLevel string) error {
	if data == "" {
		return fmt.Errorf("-data is required")
	}
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return fmt.Errorf("invalid -listen %q: %w", listen, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("-listen must be a loopback address, got %q", host)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("invalid -log-level %q: %w", logLevel, err)
	}

	dir, err := filepath.Abs(data)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("creating data directory: %w", err)
	}

	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + strings.TrimSuffix(dir, "/") + "/",
	})
	if err != nil {
		return fmt.Errorf("creating FerretDB: %w", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	// The listener is bound inside Run; readiness is signalled by a line on
	// stdout once a TCP connection to the address succeeds.
	go announceWhenListening(ctx, listen)

	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		return fmt.Errorf("running FerretDB: %w", err)
	}
	return nil
}
