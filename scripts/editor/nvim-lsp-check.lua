-- Opens one spec in Neovim with `adaptlint lsp` attached through the built-in LSP client and
-- prints the diagnostics it receives, one line each, in the command line's text format:
--   path:line:column: severity: message [rule-id]
-- Run by scripts/nvim-lsp-check; works with Neovim 0.7 (Debian bookworm) and later.
-- Environment: ADAPTLINT_BIN (the binary), ADAPTLINT_SPEC (the file), ADAPTLINT_ROOT (workspace).
local binary = os.getenv("ADAPTLINT_BIN")
local spec = os.getenv("ADAPTLINT_SPEC")
local root = os.getenv("ADAPTLINT_ROOT") or vim.fn.getcwd()
local out = io.stdout

local function finish(code, message)
  if message then io.stderr:write("nvim-lsp-check: " .. message .. "\n") end
  vim.lsp.stop_client(vim.lsp.get_active_clients(), true)
  os.exit(code)
end

vim.cmd("edit " .. vim.fn.fnameescape(spec))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "adaptlint",
  cmd = { binary, "lsp" },
  root_dir = root,
})
if not client then finish(1, "the client did not start") end
vim.lsp.buf_attach_client(buffer, client)

local received = vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
if not received then finish(1, "no diagnostics within 30 s") end

local names = { [1] = "error", [2] = "warning", [3] = "note", [4] = "hint" }
local diagnostics = vim.diagnostic.get(buffer)
table.sort(diagnostics, function(a, b)
  if a.lnum ~= b.lnum then return a.lnum < b.lnum end
  return a.col < b.col
end)
for _, d in ipairs(diagnostics) do
  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
  out:write(string.format("%s:%d:%d: %s: %s [%s]\n", spec, d.lnum + 1, d.col + 1, names[d.severity] or "?",
    d.message, code))
end
out:flush()
finish(0)
