-- wrk script: a different origin (`near=LAT,LON`) on every request, inside the sample's and the
-- synthetic catalog's area, so the server computes every answer. Used by scripts/loadtest.sh and
-- scripts/serve-ab.sh; placepicker-bench's page section walks the same grid.
counter = 0
request = function()
  counter = counter + 1
  local lat = 60.15 + (counter % 997) * 0.00005
  local lon = 24.90 + (counter % 991) * 0.0001
  return wrk.format("GET", string.format(wrk.path .. "%snear=%.5f,%.5f", wrk.path:find("?", 1, true) and "&" or "?", lat, lon))
end
