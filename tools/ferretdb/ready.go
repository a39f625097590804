package main

import (
	"context"
	"fmt"
	"net"
	"time"
)

// announceWhenListening prints "ready mongodb://<addr>/" on stdout as soon as
// the TCP listener accepts connections, so a parent process can wait for it.
func announceWhenListening(ctx context.Context, addr string) {
	for ctx.Err() == nil {
		conn, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			conn.Close()
			fmt.Printf("ready mongodb://%s/\n", addr)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}
