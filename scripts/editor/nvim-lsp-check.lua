-- Loads the documented Neovim 0.7 configuration (ADAPTLINT_INIT, taken from docs/editors.md), opens
-- each file of ADAPTLINT_FILES (colon-separated, relative to the workspace, the current folder)
-- and prints the diagnostics it receives, one line each, in the command line's text format:
--   path:line:column: severity: message [rule-id]
-- then how many servers run, then writes .adaptlint.json on disk turning the first file's rule
-- off, saves that file and prints how many diagnostics it has once they change.
-- Run by scripts/nvim-lsp-check; works with Neovim 0.7 (Debian bookworm) and later.
local out = io.stdout
local files = vim.split(os.getenv("ADAPTLINT_FILES"), ":", { plain = true })

local function finish(code, message)
  if message then io.stderr:write("nvim-lsp-check: " .. message .. "\n") end
  vim.lsp.stop_client(vim.lsp.get_active_clients(), true)
  os.exit(code)
end

dofile(os.getenv("ADAPTLINT_INIT"))

local names = { [1] = "error", [2] = "warning", [3] = "note", [4] = "hint" }
local buffers = {}
local rules = {}
for _, file in ipairs(files) do
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  buffers[file] = buffer
  if not vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 50) then
    finish(1, "no diagnostics for " .. file .. " within 30 s")
  end
  local diagnostics = vim.diagnostic.get(buffer)
  table.sort(diagnostics, function(a, b)
    if a.lnum ~= b.lnum then return a.lnum < b.lnum end
    return a.col < b.col
  end)
  for _, d in ipairs(diagnostics) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
    rules[file] = rules[file] or code
    out:write(string.format("%s:%d:%d: %s: %s [%s]\n", file, d.lnum + 1, d.col + 1, names[d.severity] or "?",
      d.message, code))
  end
end
out:write(string.format("servers: %d\n", #vim.lsp.get_active_clients()))

-- A change made outside the editor: the first file's rule turned off on disk, then that file saved.
local spec = files[1]
local handle = io.open(".adaptlint.json", "w")
handle:write(string.format('{ "rules": { "%s": "off" } }\n', rules[spec]))
handle:close()
vim.cmd("buffer " .. buffers[spec])
vim.cmd("write")
vim.wait(30000, function() return #vim.diagnostic.get(buffers[spec]) == 0 end, 50)
out:write(string.format("after .adaptlint.json changed on disk and %s was saved: %d diagnostics on it\n", spec,
  #vim.diagnostic.get(buffers[spec])))
out:flush()
finish(0)
