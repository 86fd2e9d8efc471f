# Builds ltrace's release binaries and installs them: `make install PREFIX="$HOME/.local"` puts
# ltrace and ltrace-scenes (which ltrace runs for record, check, replay and serve) side by side
# in PREFIX/bin. `swift build` and `swift test` need no make; this is only the install.
PREFIX ?= $(HOME)/.local
BINDIR ?= $(PREFIX)/bin
# Linux links the Swift runtime and Foundation into the binaries (they start faster and need no
# Swift installed: docs/benchmarks.md, start-up); macOS uses the system's Swift libraries.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
SWIFT ?= swift

.PHONY: release install uninstall

release:
	$(SWIFT) build -c release $(STATIC) --product ltrace-scenes
	$(SWIFT) build -c release $(STATIC) --product ltrace

install: release
	mkdir -p "$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/ltrace" "$$($(SWIFT) build -c release --show-bin-path)/ltrace-scenes" "$(BINDIR)/"
	@echo "installed ltrace and ltrace-scenes in $(BINDIR)"

uninstall:
	rm -f "$(BINDIR)/ltrace" "$(BINDIR)/ltrace-scenes"
